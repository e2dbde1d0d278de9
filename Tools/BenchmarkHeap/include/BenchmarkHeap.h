#ifndef BENCHMARK_HEAP_H
#define BENCHMARK_HEAP_H

#include <stddef.h>

/// Whether this C library can count the heap bytes in use (glibc's mallinfo2).
int benchmark_heap_is_measured(void);

/// The heap bytes in use now (allocated and not freed), or 0 where they cannot be counted.
size_t benchmark_heap_in_use(void);

#endif
