// The benchmarks' heap figure: bytes the allocator has handed out and not taken back.
#include "BenchmarkHeap.h"

#if defined(__has_include)
#if __has_include(<malloc.h>)
#include <malloc.h>  // glibc's: defines __GLIBC__ (through <features.h>) and mallinfo2.
#endif
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
int benchmark_heap_is_measured(void) { return 1; }

size_t benchmark_heap_in_use(void) { return mallinfo2().uordblks; }
#else
int benchmark_heap_is_measured(void) { return 0; }

size_t benchmark_heap_in_use(void) { return 0; }
#endif
