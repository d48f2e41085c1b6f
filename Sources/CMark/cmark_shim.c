#include "cmark_shim.h"

cmark_node *cm_parse(const char *text, size_t length) {
    /* CMARK_OPT_SMART would turn quotes and dashes typographic; the text is shown as written. */
    return cmark_parse_document(text, length, CMARK_OPT_DEFAULT);
}
