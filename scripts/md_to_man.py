#!/usr/bin/env python3
"""Writes the man pages of `pdn` from the Markdown the project documents it in.

    md_to_man.py --readme README.md --version V --description TEXT --output DIR COMMAND.md...

gives DIR/pdn.1 (the README's first paragraph, its table of commands and its exit codes) and
DIR/pdn-NAME.1 for each docs/commands/NAME.md (its name line from the README's table, its
synopsis from the code block under its title, the rest as its description). Only the Markdown
those files use is read: paragraphs, `- ` lists, indented code blocks, `##` headings, code spans,
**bold**, links and images. Python's standard library only, so that building needs nothing more.
"""

import argparse
import pathlib
import re
import sys

COMMAND_ROW = re.compile(r"^\| `pdn (\S+)` \| (.*?) \| \[.*?\]\((.*?)\) \|$")
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)]*)\)")
CODE_SPAN = re.compile(r"`([^`]+)`")
BOLD = re.compile(r"\*\*(.+?)\*\*")


def escape(text):
    """Text as roff prints it literally: backslashes, hyphens (minus signs, as options are
    typed), and every character outside ASCII named by its code point."""
    out = []
    for c in text:
        if c == "\\":
            out.append("\\e")
        elif c == "-":
            out.append("\\-")
        elif ord(c) > 127:
            out.append("\\[u%04X]" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def protect(line):
    """A text line that roff would take for a request (a leading '.' or "'") made plain."""
    return "\\&" + line if line.startswith((".", "'")) else line


def link_text(label, target):
    """A link as its text and the path of its target in the project (a man page has no links
    to follow; the command pages link to docs/)."""
    return "%s (%s)" % (label, escape(re.sub(r"^\.\./", "docs/", target)))


def inline(text):
    """A paragraph's Markdown as roff: code spans bold (literal text, as man pages set it),
    **bold** bold, links as their text and target, images left out."""
    pieces = []
    at = 0
    for span in CODE_SPAN.finditer(text):
        pieces.append(prose(text[at:span.start()]))
        pieces.append("\\fB%s\\fR" % escape(span.group(1)))
        at = span.end()
    pieces.append(prose(text[at:]))
    return "".join(pieces)


def prose(text):
    out = []
    at = 0
    for link in LINK.finditer(text):
        out.append(BOLD.sub(lambda m: "\\fB%s\\fR" % m.group(1), escape(text[at:link.start()])))
        if not link.group(1):  # an image has no place in a terminal
            out.append(link_text(escape(link.group(2)), link.group(3)))
        at = link.end()
    out.append(BOLD.sub(lambda m: "\\fB%s\\fR" % m.group(1), escape(text[at:])))
    return "".join(out)


def indent(line):
    return len(line) - len(line.lstrip(" "))


def blocks(lines):
    """The Markdown blocks of `lines`: ("heading", text), ("paragraph", text),
    ("item", text) for a list item, ("code", lines)."""
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif line.startswith("#"):
            yield "heading", line.lstrip("#").strip()
            i += 1
        elif indent(line) >= 4:
            code = []
            while i < len(lines) and (not lines[i].strip() or indent(lines[i]) >= 4):
                code.append(lines[i])
                i += 1
            while code and not code[-1].strip():
                code.pop()
            margin = min(indent(c) for c in code if c.strip())
            yield "code", [c[margin:] for c in code]
        else:
            item = line.startswith("- ")
            text = [line[2:] if item else line]
            i += 1
            # A paragraph or item runs to a blank line, a heading or the next item (a list may
            # follow a paragraph's last line directly).
            while (i < len(lines) and lines[i].strip() and not lines[i].startswith(("#", "- "))):
                text.append(lines[i].strip())
                i += 1
            yield ("item" if item else "paragraph"), " ".join(text)


def roff(body_lines):
    """Markdown lines as the body of a man page."""
    out = []
    for kind, content in blocks(body_lines):
        if kind == "heading":
            out.append(".SS " + escape(content))
        elif kind == "paragraph":
            out += [".PP", protect(inline(content))]
        elif kind == "item":
            out += [".IP \\(bu 2", protect(inline(content))]
        else:
            out += [".PP", ".RS 4", ".nf"] + [protect(escape(c)) for c in content] + [".fi", ".RE"]
    return out


def header(name, version):
    # Not hyphenated, ragged right: option names and squares stay whole, as they are typed.
    return ['.TH "%s" 1 "" "damas-pdn %s" "User Commands"' % (escape(name.upper()), version),
            ".nh", ".ad l"]


def command_page(path, summary, version):
    lines = path.read_text(encoding="utf-8").splitlines()
    title = lines[0]
    if not re.fullmatch(r"# pdn [a-z]+", title):
        sys.exit("%s: the first line must be '# pdn NAME', not '%s'" % (path, title))
    name = title[2:]
    page = name.replace(" ", "-")
    rest = lines[1:]
    while rest and not rest[0].strip():
        rest = rest[1:]
    synopsis = []
    while rest and (not rest[0].strip() or indent(rest[0]) >= 4):
        synopsis.append(rest[0])
        rest = rest[1:]
    if not any(s.strip() for s in synopsis):
        sys.exit("%s: no synopsis (an indented block under the title)" % path)
    out = header(page, version)
    out += [".SH NAME", "%s \\- %s" % (escape(page), inline(summary))]
    margin = min(indent(s) for s in synopsis if s.strip())
    out += [".SH SYNOPSIS", ".nf"] + [protect(escape(s[margin:])) for s in synopsis if s.strip()]
    out += [".fi", ".SH DESCRIPTION"] + roff(rest)
    out += [".SH SEE ALSO", "\\fBpdn\\fR(1)"]
    return page, out


def main_page(readme, commands, description, version):
    lines = readme.splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("# ")) + 1
    intro = []
    for line in lines[start:]:
        if line.startswith("#") or (intro and not line.strip()):
            break
        if line.strip():
            intro.append(line)
    exit_codes = re.search(r"Exit codes: ([^.]*)\.", readme)
    if not exit_codes:
        sys.exit("README.md: no 'Exit codes: ...' sentence for pdn(1)")
    out = header("pdn", version)
    out += [".SH NAME", "pdn \\- " + escape(description[0].lower() + description[1:])]
    out += [".SH SYNOPSIS", ".nf", "\\fBpdn\\fR \\fICOMMAND\\fR [\\fIOPTIONS\\fR]",
            "\\fBpdn help\\fR \\fICOMMAND\\fR", "\\fBpdn \\-\\-help\\fR | \\fB\\-\\-version\\fR",
            ".fi", ".SH DESCRIPTION"] + roff(intro)
    out += [".SH COMMANDS"]
    for name, summary in commands.items():
        out += [".TP", "\\fBpdn %s\\fR (\\fBpdn\\-%s\\fR(1))" % (name, name), inline(summary)]
    out += [".SH EXIT STATUS", ".PP", inline(exit_codes.group(1)) + "."]
    out += [".SH SEE ALSO", ", ".join("\\fBpdn\\-%s\\fR(1)" % name for name in commands)]
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readme", type=pathlib.Path, required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--description", required=True)
    parser.add_argument("--output", type=pathlib.Path, required=True)
    parser.add_argument("commands", type=pathlib.Path, nargs="+")
    args = parser.parse_args()

    readme = args.readme.read_text(encoding="utf-8")
    commands = {}
    for line in readme.splitlines():
        row = COMMAND_ROW.match(line)
        if row:
            commands[row.group(1)] = row.group(2)
    documented = {path.stem for path in args.commands}
    if set(commands) != documented:
        sys.exit("README.md's table of commands (%s) and the command pages (%s) disagree"
                 % (" ".join(sorted(commands)), " ".join(sorted(documented))))

    args.output.mkdir(parents=True, exist_ok=True)
    pages = {"pdn": main_page(readme, commands, args.description, args.version)}
    for path in args.commands:
        page, text = command_page(path, commands[path.stem], args.version)
        pages[page] = text
    for page, text in pages.items():
        (args.output / (page + ".1")).write_text("\n".join(text) + "\n", encoding="ascii")


if __name__ == "__main__":
    main()
