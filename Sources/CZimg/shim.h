#ifndef CZIMG_SHIM_H
#define CZIMG_SHIM_H

#include <zimg.h>

/// `ZIMG_API_VERSION` is built with a function-like macro, which Swift cannot import.
static const unsigned CZimg_API_VERSION = ZIMG_API_VERSION;

/// The buffers' `plane` member is an array of an anonymous struct, which Swift does not import; these set one
/// plane to a whole picture (`ZIMG_BUFFER_MAX`, itself a cast macro).
static inline void CZimg_set_input_plane(zimg_image_buffer_const *buffer, unsigned index, const void *data,
                                         ptrdiff_t stride) {
    buffer->plane[index].data = data;
    buffer->plane[index].stride = stride;
    buffer->plane[index].mask = ZIMG_BUFFER_MAX;
}

/// See `CZimg_set_input_plane`.
static inline void CZimg_set_output_plane(zimg_image_buffer *buffer, unsigned index, void *data, ptrdiff_t stride) {
    buffer->plane[index].data = data;
    buffer->plane[index].stride = stride;
    buffer->plane[index].mask = ZIMG_BUFFER_MAX;
}

/// See `CZimg_set_input_plane`: one output plane as a ring of rows (`mask` + 1 rows, a power of 2, from
/// `zimg_select_buffer_mask`), for a `pack_cb` that reads each row as soon as zimg has written it.
static inline void CZimg_set_output_ring(zimg_image_buffer *buffer, unsigned index, void *data, ptrdiff_t stride,
                                         unsigned mask) {
    buffer->plane[index].data = data;
    buffer->plane[index].stride = stride;
    buffer->plane[index].mask = mask;
}

#endif /* CZIMG_SHIM_H */
