// The pieces of an SVG diagram in machine-readable form.
//
// Why a post-processed metadata block: the SVG must come from the same cairo drawing as the PNG
// and PDF (one code path, no second renderer to keep in step), and cairo's SVG surface offers no
// way to attach attributes to what it draws. So after cairo has written the document, a
// <metadata> element is inserted right after the opening <svg> tag. It is standard SVG (ignored
// by viewers), namespaced, and lists every diagram with its pieces:
//   <metadata><damas:diagrams xmlns:damas="urn:damas-pdn:diagram" heading="...">
//     <damas:diagram index="1" fen="W:W1-12:B21-32" side="white" flipped="false" caption="..."
//                    note="..." last-move="22x13">
//       <damas:piece square="1" name="h1" colour="white" kind="man"/> ...
// Squares are numbered and named as the diagram's board numbers and names them
// (docs/variants.md): square 1 is h1 on the Portuguese board, b10 on the International one.
// The FEN and `last-move` (the full route of the move) are written as the variant's PDN writes
// them; `side` is "unknown" when not known; `heading` (a sheet's), `caption` and `note` are
// there when not empty.
#pragma once

#include <span>
#include <string>

#include "damas/diagram/diagram.hpp"

namespace damas::diagram {

// `svg` with the metadata block of `diagrams` (in order) inserted; `flipped` is the style's,
// `heading` the sheet's.
std::string add_piece_metadata(const std::string& svg, std::span<const DiagramContent> diagrams,
                               bool flipped, const std::string& heading);

}  // namespace damas::diagram
