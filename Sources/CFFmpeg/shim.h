#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/display.h>
#include <libavutil/imgutils.h>
#include <libavutil/error.h>
#include <libavutil/dovi_meta.h>
#include <libavutil/mastering_display_metadata.h>
#include <libavutil/pixdesc.h>
#include <libavutil/opt.h>
#include <libavutil/cpu.h>

/// `AVERROR(e)` is a function-like macro, which Swift cannot import.
static inline int CFFmpeg_AVERROR(int e) { return AVERROR(e); }

/// `AVERROR_EOF` is built with `FFERRTAG`, which Swift cannot import.
static const int CFFmpeg_AVERROR_EOF = AVERROR_EOF;

/// `AVERROR_INVALIDDATA` is built with `FFERRTAG`, which Swift cannot import.
static const int CFFmpeg_AVERROR_INVALIDDATA = AVERROR_INVALIDDATA;

/// `AVERROR_STREAM_NOT_FOUND` is built with `FFERRTAG`, which Swift cannot import.
static const int CFFmpeg_AVERROR_STREAM_NOT_FOUND = AVERROR_STREAM_NOT_FOUND;

/// `AVERROR_DECODER_NOT_FOUND` is built with `FFERRTAG`, which Swift cannot import.
static const int CFFmpeg_AVERROR_DECODER_NOT_FOUND = AVERROR_DECODER_NOT_FOUND;

/// `AVERROR_ENCODER_NOT_FOUND` is built with `FFERRTAG`, which Swift cannot import.
static const int CFFmpeg_AVERROR_ENCODER_NOT_FOUND = AVERROR_ENCODER_NOT_FOUND;

/// `AVERROR_EXTERNAL` is built with `FFERRTAG`, which Swift cannot import.
static const int CFFmpeg_AVERROR_EXTERNAL = AVERROR_EXTERNAL;

/// `AV_NOPTS_VALUE` is a cast macro, which Swift cannot import.
static const int64_t CFFmpeg_AV_NOPTS_VALUE = AV_NOPTS_VALUE;

/// The stream's side data of `type` and its size in bytes, or NULL when it has none.
/// The side data moved from the stream to `codecpar->coded_side_data` in libavformat 60.15 (FFmpeg 6.1),
/// so the version difference is hidden here rather than at every call site.
static inline const uint8_t *CFFmpeg_stream_side_data(const AVStream *st, enum AVPacketSideDataType type,
                                                      size_t *size) {
#if LIBAVFORMAT_VERSION_INT >= AV_VERSION_INT(60, 15, 100)
    const AVPacketSideData *sd = av_packet_side_data_get(st->codecpar->coded_side_data,
                                                         st->codecpar->nb_coded_side_data, type);
    *size = sd ? sd->size : 0;
    return sd ? sd->data : NULL;
#else
    return av_stream_get_side_data(st, type, size);
#endif
}

/// The stream's display matrix (nine int32 values), or NULL when it has none.
static inline const int32_t *CFFmpeg_stream_display_matrix(const AVStream *st) {
    size_t size = 0;
    const uint8_t *data = CFFmpeg_stream_side_data(st, AV_PKT_DATA_DISPLAYMATRIX, &size);
    return (data && size >= 9 * sizeof(int32_t)) ? (const int32_t *)data : NULL;
}

/// The stream's Dolby Vision configuration record (`dvcC`/`dvvC`), or NULL when it has none.
static inline const AVDOVIDecoderConfigurationRecord *CFFmpeg_stream_dovi_configuration(const AVStream *st) {
    size_t size = 0;
    const uint8_t *data = CFFmpeg_stream_side_data(st, AV_PKT_DATA_DOVI_CONF, &size);
    return (data && size >= sizeof(AVDOVIDecoderConfigurationRecord))
        ? (const AVDOVIDecoderConfigurationRecord *)data : NULL;
}

/// The stream's mastering display colour volume (`mdcv`/`SmDm`), or NULL when it has none.
static inline const AVMasteringDisplayMetadata *CFFmpeg_stream_mastering_display(const AVStream *st) {
    size_t size = 0;
    const uint8_t *data = CFFmpeg_stream_side_data(st, AV_PKT_DATA_MASTERING_DISPLAY_METADATA, &size);
    return (data && size >= sizeof(AVMasteringDisplayMetadata)) ? (const AVMasteringDisplayMetadata *)data : NULL;
}

/// The stream's content light level (`clli`/`CoLL`), or NULL when it has none.
static inline const AVContentLightMetadata *CFFmpeg_stream_content_light_level(const AVStream *st) {
    size_t size = 0;
    const uint8_t *data = CFFmpeg_stream_side_data(st, AV_PKT_DATA_CONTENT_LIGHT_LEVEL, &size);
    return (data && size >= sizeof(AVContentLightMetadata)) ? (const AVContentLightMetadata *)data : NULL;
}

#endif /* CFFMPEG_SHIM_H */
