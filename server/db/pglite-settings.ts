/**
 * PostgreSQL's shared_buffers inside PGlite (issue 24). PostgreSQL's default, 128 MB, lives in this
 * process's memory (PGlite's WebAssembly heap, which never shrinks), and most of it is touched when
 * the database opens: about 125 MB of resident memory before the first request. 32 MB holds the
 * demo catalogue's tables and indexes, and a page not in it is read from the data directory, whose
 * files the operating system caches outside the process (reading every table of the demo database
 * 20 times took the same time with 16, 32 and 128 MB). PGLITE_SHARED_BUFFERS sets another size.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
