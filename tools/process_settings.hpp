// Settings of the whole process that the game-by-game commands want: they belong to a program's
// main (pdn's, and the benchmarks' that run the commands in-process), never to a library.
#pragma once

namespace damas::cli {

// The commands that work game by game build every game, turn it into a result and free it. By
// default glibc gives the freed top of a heap back to the system each time and page-faults it in
// again for the next game (a fifth of the time of `convert --to json`); with workers, results
// made on one thread and freed on another make it shrink and regrow their heaps all the time.
// This keeps up to 64 MB free at the top of a heap, which stops both.
void keep_freed_heap_memory();

}  // namespace damas::cli
