#ifndef SPLASHREEL_FUNCTION_TABLE_H
#define SPLASHREEL_FUNCTION_TABLE_H
// A table of functions from libraries opened with dlopen, for CFFmpeg's and CWebP's shims (CWebP
// includes this file from here). LIST is an X-macro of (LIBRARY, function) pairs, LIBRARY naming
// an enumerator SPLASHREEL_<LIBRARY> that indexes the opened handles.
#include <dlfcn.h>
#include <stddef.h>

/// A field typed from the header's own declaration of `name`: no signature is written by hand.
#define SPLASHREEL_TABLE_FIELD(library, name) __typeof__(name) *_Nonnull name;

/// Looks `name` up in its library's handle; on failure returns its name from the bind function.
#define SPLASHREEL_TABLE_BIND(lib, name)                                                               \
  {                                                                                                    \
    void *symbol = dlsym(handles[SPLASHREEL_##lib], #name);                                            \
    if (symbol == NULL) {                                                                              \
      *library = SPLASHREEL_##lib;                                                                     \
      return #name;                                                                                    \
    }                                                                                                  \
    table->name = (__typeof__(name) *)symbol;                                                          \
  }

/// Defines the struct `Type` (one field per function of LIST) and `bind(handles, table, library)`,
/// which fills it with dlsym and returns NULL, or the name of the first missing function with the
/// index of its library in `library`.
#define SPLASHREEL_FUNCTION_TABLE(Type, bind, LIST)                                                    \
  typedef struct Type {                                                                                \
    LIST(SPLASHREEL_TABLE_FIELD)                                                                       \
  } Type;                                                                                              \
  static inline const char *_Nullable bind(void *_Nullable const *_Nonnull handles, Type *_Nonnull table, \
                                           int *_Nonnull library) {                                    \
    LIST(SPLASHREEL_TABLE_BIND)                                                                        \
    return NULL;                                                                                       \
  }
#endif
