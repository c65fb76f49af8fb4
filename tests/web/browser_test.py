#!/usr/bin/python3
"""The pages of `pdn html` in a real browser (headless Chromium driven through Selenium).

After each click, key, button and link, the position the page shows (the data-square and
data-piece attributes of its board) must equal the position `pdn diagram` gives for the same
game, ply and variation (read from the piece metadata of its SVG), which the page's own data
plays no part in. Also: the text of a comment holding a script shows as text and runs nothing.

Usage: browser_test.py PDN [--screenshot OUT.png GAMES.pdn]
Exit code 77 (a skip for CTest) when Chromium, its driver or Selenium is missing.
The --screenshot form draws the page of the first game of GAMES.pdn at ply 5 of variation 2.1
(the picture of the README) instead of testing.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("skipped: python3-selenium is not installed")
    sys.exit(77)

# Variations at ply 2 and, nested, at ply 3 inside it, and at ply 8; captures, a strength, a
# NAG, evaluations, and a comment that tries to run a script. Game 3 breaks at ply 3. Game 4 is
# International draughts (10 x 10, squares 1-50): captures at plies 3 and 4, a variation at 4.
GAMES = """[Event "Browser test"]
[White "Ana <b>"]
[Black "Rui"]
[Result "*"]

1. 11-14 {[%eval 0.10]} 23-19 {[%eval -0.20] </script><script>window.pwned=1</script>}
(1... 23-20 2. 7-11 (2. 12-15 20x11 3. 6x15 {simple}) 2... 20-15 3. 11x20) 2. 14x23
{[%eval 0.60]} 28x19 {[%eval 0.25]} 3. 12-15! 19x12 4. 8x15 22-18 $1 (4... 24-20 5. 15x24
21-17) *

[Event "Browser test"]
[White "Rui"]
[Black "Ana"]
[Result "*"]

1. 11-15 24-20 2. 15x24 23-20 *

[Event "Browser test"]
[White "Broken"]
[Black "Game"]
[Result "*"]

1. 11-15 24-20 2. 7-11 20x11 *

[Event "Browser test"]
[White "Wit"]
[Black "Zwart"]
[Result "*"]
[GameType "20"]

1. 32-28 19-23 2. 28x19 14x23 (2... 13x24 3. 31-27) 3. 37-32 *
"""

PIECE = re.compile(r'<damas:piece square="(\d+)" name="\w+" colour="(\w)\w+" kind="(\w)\w+"/>')


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


class Expected:
    """Positions from `pdn diagram`, memoised."""

    def __init__(self, pdn, games):
        self.pdn = pdn
        self.games = games
        self.cache = {}

    def position(self, game, ply=None, variation=""):
        key = (game, ply, variation)
        if key not in self.cache:
            command = [self.pdn, "diagram", self.games, "--game", str(game), "--format", "svg"]
            if ply is not None:
                command += ["--ply", str(ply)]
            if variation:
                command += ["--variation", variation]
            svg = subprocess.run(command, check=True, capture_output=True, text=True).stdout
            self.cache[key] = sorted(f"{s}{c}{k}" for s, c, k in PIECE.findall(svg))
        return self.cache[key]


def start_browser():
    for program in (CHROMIUM, CHROMEDRIVER):
        if not os.access(program, os.X_OK):
            print(f"skipped: {program} is not installed")
            sys.exit(77)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.mkdtemp(prefix="pdn-html-chromium-")
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                     "--no-first-run", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync",
                     f"--user-data-dir={profile}", "--window-size=1200,1000"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    return driver, profile


def shown(driver, game):
    """The pieces on game `game`'s board as the page shows them: ["12wm", ...] sorted."""
    return sorted(driver.execute_script(
        "return [...document.querySelectorAll("
        "'section[data-game=\"' + arguments[0] + '\"] svg.board g.pieces [data-square]')]"
        ".map(e => e.getAttribute('data-square') + e.getAttribute('data-piece'));", game))


def expect(driver, expected, step, game, ply=None, variation=""):
    want = expected.position(game, ply, variation)
    # The page redraws synchronously on clicks and keys; a link goes through hashchange.
    for _ in range(50):
        got = shown(driver, game)
        if got == want:
            print(f"ok: {step}")
            return
        time.sleep(0.02)
    raise Failure(f"{step}: the page shows {got}, pdn diagram gives {want} "
                  f"(game {game}, ply {ply}, variation '{variation}')")


def click(driver, css):
    element = driver.find_element(By.CSS_SELECTOR, css)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", element)
    element.click()


def key(driver, name):
    ActionChains(driver).send_keys(name).perform()


def hash_of(driver):
    return driver.execute_script("return decodeURIComponent(location.hash);")


def capture_and_flip(driver, expected, name, game, ply):
    """Clicks the capture at `ply` of game `game`'s main line, checks its marks, then flips the
    board, which must keep the position; returns the y of square 1 before and after the flip."""
    section = f'section[data-game="{game}"]'
    click(driver, f'{section} a.move[href="#game={game}&ply={ply}"]')
    expect(driver, expected, f"{name}click a capture of the main line", game, ply)
    marks = driver.execute_script(
        "return document.querySelector(arguments[0] + ' g.marks').innerHTML;", section)
    check("stroke-dasharray" in marks, f"{name}the captured square is marked")
    square_1 = f'{section} svg.board [data-square="1"]'
    y_before = float(driver.find_element(By.CSS_SELECTOR, square_1).get_attribute("y"))
    click(driver, f'{section} button[data-action="flip"]')
    expect(driver, expected, f"{name}flip keeps the position", game, ply)
    y_after = float(driver.find_element(By.CSS_SELECTOR, square_1).get_attribute("y"))
    return y_before, y_after


def test_one_page(driver, expected, page):
    url = "file://" + page
    driver.get(url)
    expect(driver, expected, "no link: the final position of game 1", 1)
    expect(driver, expected, "no link: game 3 up to its illegal move", 3, 2)
    # No game clicked or linked to yet: the keys are the page's, which they scroll.
    driver.execute_script("window.scrollTo(0, 300);")
    key(driver, Keys.HOME)
    expect(driver, expected, "Home before a click: game 1 stays at its end", 1)
    scrolled_up = False
    for _ in range(50):
        scrolled_up = driver.execute_script("return window.scrollY;") == 0
        if scrolled_up:
            break
        time.sleep(0.02)
    check(scrolled_up, "Home before a click scrolls the page to its top")

    click(driver, 'section[data-game="1"] a.move[href="#game=1&ply=4&variation=2.1/3.1"]')
    expect(driver, expected, "click a move of a nested variation", 1, 4, "2.1/3.1")
    check(hash_of(driver) == "#game=1&ply=4&variation=2.1/3.1", f"the address says {hash_of(driver)}")
    current = driver.find_elements(By.CSS_SELECTOR, 'section[data-game="1"] .moves .current')
    check(len(current) == 1 and current[0].text == "20x11", "the move shown is marked")

    key(driver, Keys.ARROW_LEFT)
    expect(driver, expected, "left arrow: back one ply", 1, 3, "2.1/3.1")
    key(driver, Keys.ARROW_LEFT)
    expect(driver, expected, "left arrow: into the line it branches from", 1, 2, "2.1/3.1")
    key(driver, Keys.ARROW_RIGHT)
    key(driver, Keys.ARROW_RIGHT)
    key(driver, Keys.ARROW_RIGHT)
    expect(driver, expected, "right arrow: on along the variation", 1, 5, "2.1/3.1")
    key(driver, Keys.ARROW_RIGHT)
    expect(driver, expected, "right arrow at the end of the line stays", 1, 5, "2.1/3.1")
    key(driver, Keys.HOME)
    expect(driver, expected, "Home: the setup", 1, 0)
    key(driver, Keys.END)
    expect(driver, expected, "End: the end of the line", 1, 5, "2.1/3.1")

    click(driver, 'section[data-game="1"] a.move[href="#game=1&ply=9&variation=8.1"]')
    expect(driver, expected, "click a move of the variation at ply 8", 1, 9, "8.1")
    click(driver, 'section[data-game="1"] button[data-action="first"]')
    expect(driver, expected, "first button", 1, 0)
    click(driver, 'section[data-game="1"] button[data-action="next"]')
    click(driver, 'section[data-game="1"] button[data-action="next"]')
    click(driver, 'section[data-game="1"] button[data-action="next"]')
    expect(driver, expected, "next button", 1, 3)
    click(driver, 'section[data-game="1"] button[data-action="prev"]')
    expect(driver, expected, "previous button", 1, 2)
    # The buttons stay in the line last shown, whose first plies are the main line's.
    click(driver, 'section[data-game="1"] button[data-action="last"]')
    expect(driver, expected, "last button: the end of the line", 1, 10, "8.1")
    click(driver, 'section[data-game="1"] a.move[href="#game=1&ply=7"]')
    click(driver, 'section[data-game="1"] button[data-action="last"]')
    expect(driver, expected, "last button: the end of the main line", 1)

    y_before, y_after = capture_and_flip(driver, expected, "", 1, 3)
    check(y_before > 300 > y_after, f"flip puts square 1 at the top (y {y_before} -> {y_after})")
    click(driver, 'section[data-game="1"] button[data-action="flip"]')

    click(driver, 'section[data-game="1"] .eval-graph circle[data-node]')
    expect(driver, expected, "click the evaluation graph's first point", 1, 1)

    driver.get(url + "#game=2&ply=3")
    expect(driver, expected, "link to game 2, ply 3", 2, 3)
    driver.get(url + "#game=1&ply=3&variation=2.1/3.1")
    expect(driver, expected, "link to a nested variation", 1, 3, "2.1/3.1")
    driver.get(url + "#game=1&variation=8.1")
    expect(driver, expected, "link to a variation without a ply: its end", 1, None, "8.1")
    key(driver, Keys.ARROW_LEFT)
    expect(driver, expected, "keys go to the game of the link", 1, 9, "8.1")
    driver.find_element(By.TAG_NAME, "h1").click()
    key(driver, Keys.ARROW_LEFT)
    expect(driver, expected, "after a click outside every game, keys leave the games", 1, 9, "8.1")

    check(driver.execute_script("return typeof window.pwned;") == "undefined",
          "the comment's script did not run")
    comment = "</script><script>window.pwned=1</script>"
    check(comment in driver.find_element(By.CSS_SELECTOR, 'section[data-game="1"] .moves').text,
          "the comment shows as text")
    check("Ana <b>" in driver.find_element(By.CSS_SELECTOR, 'section[data-game="1"] h2').text,
          "the tag shows as text")
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check(not errors, f"the browser reported {errors}")


def test_other_variant(driver, expected, page):
    """Game 4, International draughts: its own board, numbering and geometry."""
    driver.get("file://" + page + "#game=4")
    expect(driver, expected, "International: the final position", 4)
    click(driver, 'section[data-game="4"] a.move[href="#game=4&ply=5&variation=4.1"]')
    expect(driver, expected, "International: click a move of the variation", 4, 5, "4.1")
    key(driver, Keys.ARROW_LEFT)
    expect(driver, expected, "International: left arrow to the variation's capture", 4, 4, "4.1")
    y_before, y_after = capture_and_flip(driver, expected, "International: ", 4, 3)
    check(y_before < 100 and y_after > 300,
          f"International: flip puts square 1 (b10) at the bottom (y {y_before} -> {y_after})")
    driver.get("file://" + page + "#game=4&ply=2")
    expect(driver, expected, "International: link to ply 2", 4, 2)
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check(not errors, f"the browser reported {errors}")


def test_without_script(driver, expected, page):
    """The page as a document: the final positions drawn, the record as text, no controls."""
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get("file://" + page + "#game=1&ply=3")
        expect(driver, expected, "without JavaScript: game 1's final position", 1)
        expect(driver, expected, "without JavaScript: game 3's last legal position", 3, 2)
        expect(driver, expected, "without JavaScript: game 4's final position", 4)
        controls = driver.find_element(By.CSS_SELECTOR, 'section[data-game="1"] .controls')
        check(not controls.is_displayed(), "without JavaScript the buttons are hidden")
        moves = driver.find_element(By.CSS_SELECTOR, 'section[data-game="1"] .moves').text
        check("20x11" in moves and "window.pwned=1" in moves, "the record reads as text")
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_folder(driver, expected, folder):
    driver.get("file://" + os.path.join(folder, "game-1.html") + "#ply=4&variation=2.1")
    expect(driver, expected, "a game's own page: link to a variation", 1, 4, "2.1")
    key(driver, Keys.ARROW_RIGHT)
    expect(driver, expected, "a game's own page: right arrow", 1, 5, "2.1")
    check(hash_of(driver) == "#ply=5&variation=2.1", f"the address says {hash_of(driver)}")
    # A ply that is no whole number is none the game has: its end, without a script error.
    driver.get("file://" + os.path.join(folder, "index.html"))
    driver.get("file://" + os.path.join(folder, "game-1.html") + "#ply=1.5")
    expect(driver, expected, "a game's own page: a link to ply 1.5 shows the end", 1)
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check(not errors, f"the browser reported {errors}")
    driver.get("file://" + os.path.join(folder, "index.html"))
    click(driver, 'a[href="game-2.html"]')
    expect(driver, expected, "the index links to game 2's page", 2)


def screenshot(pdn, games, out):
    work = tempfile.mkdtemp(prefix="pdn-html-shot-")
    page = os.path.join(work, "games.html")
    subprocess.run([pdn, "html", games, "-o", page, "--coordinates"], check=True)
    driver, profile = start_browser()
    try:
        driver.set_window_size(1100, 760)
        driver.get("file://" + page + "#game=1&ply=5&variation=2.1")
        time.sleep(0.3)
        driver.execute_script("document.getElementById('game-1').scrollIntoView();")
        driver.save_screenshot(out)
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


def main():
    pdn = os.path.abspath(sys.argv[1])
    if len(sys.argv) == 5 and sys.argv[2] == "--screenshot":
        screenshot(pdn, os.path.abspath(sys.argv[4]), os.path.abspath(sys.argv[3]))
        return 0
    work = tempfile.mkdtemp(prefix="pdn-html-test-")
    games = os.path.join(work, "games.pdn")
    with open(games, "w", encoding="utf-8") as f:
        f.write(GAMES)
    page = os.path.join(work, "games.html")
    folder = os.path.join(work, "pages") + "/"
    for output in (page, folder):
        # Game 3's illegal move is reported: exit code 1, the pages written all the same.
        run = subprocess.run([pdn, "html", games, "-o", output], capture_output=True, text=True)
        check(run.returncode == 1, f"pdn html -o {output}: exit code {run.returncode}: {run.stderr}")
    expected = Expected(pdn, games)
    driver, profile = start_browser()
    try:
        test_without_script(driver, expected, page)
        test_one_page(driver, expected, page)
        test_other_variant(driver, expected, page)
        test_folder(driver, expected, folder)
    except Failure as failure:
        print(f"FAILED: {failure} (the pages are kept in {work})")
        return 1
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
