#ifndef CHECKRUN_CXML2_SHIM_H
#define CHECKRUN_CXML2_SHIM_H

// libxml2, as checkrun uses it: escaping for JUnit, a reader for merge, the text
// reader and writer for the benchmark's floor, and schema validation for tests and CI.
//
// Debian builds libxml2 with ICU, and libxml/encoding.h then includes ICU's headers,
// which clash with the copy of ICU inside Foundation. checkrun never touches the
// encoding handler's ICU fields (only pointers to libxml2's structures cross into
// Swift), so the ICU part of the headers is left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>

#endif
