// The Date forms real archives write, read into PDN's YYYY.MM.DD with `??` (`????` for the
// year) for the unknown parts: `pdn convert --normalize-dates` writes them so, and the replay's
// tag check names the form it would write.
//
// Recognised (any letter case, surrounding blanks ignored):
// - nothing known: empty, `?`, `????.??.??`, `0000.00.00` (a zero part is an unknown one);
// - year first, parts separated alike by `.`, `-` or `/`: `2024`, `2024.`, `2024.3`, `2024-03-05`,
//   `2024.3.5`, `1847-??-??`;
// - day first (the Portuguese order; 05/03/2024 is the 5th of March): `05/03/2024`,
//   `5.3.2024`, `13-01-1996`, and month-year `03/2024`;
// - a month name, English or Portuguese, full or in three letters, the other parts in any
//   order: `March 5, 2024`, `05-Mar-2024`, `17 april 2009`, `5 de março de 2024`, `Mar 2024`.
// Not recognised (left as they are): two-digit years (`03.07.20` is 2003.07.20 in one real
// archive and would be 2020 in another), ranges (`2004.10.27 - 2004.11.01`, `1-2 June 2002`,
// `2007/2008`), impossible days or months, and anything else.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace damas::pdn {

// The date in the form YYYY.MM.DD, or nullopt when `value` is not a recognised form.
std::optional<std::string> normalized_date(std::string_view value);

}  // namespace damas::pdn
