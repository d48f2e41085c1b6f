#ifndef CMARK_SHIM_H
#define CMARK_SHIM_H

/* The CommonMark reference parser (Debian's libcmark-dev), seen only by the Markdown module. */
#include <cmark.h>
#include <stddef.h>

/* Parses `length` bytes of CommonMark with the safe defaults (raw HTML is kept as text nodes
 * the caller shows literally; nothing is rendered to HTML). The caller frees the root with
 * cmark_node_free. Returns NULL only when cmark runs out of memory. */
cmark_node *cm_parse(const char *text, size_t length);

#endif
