/**
 * A fetched body as text, in the encoding it declares: a byte-order mark first, then the charset of
 * the Content-Type header, then (for HTML) a `<meta charset>` or `<meta http-equiv="Content-Type">`
 * in its first 1,024 bytes, as the HTML standard's encoding sniffing reads them; UTF-8 otherwise.
 * WHATWG's TextDecoder does the decoding, so `iso-8859-1` is read as windows-1252 as browsers read it,
 * and an unknown label falls back to UTF-8.
 */
const PRESCAN_BYTES = 1024;

/** The charset parameter of a Content-Type header. */
export function headerCharset(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/i.exec(contentType ?? "");
  return match?.[2];
}

/** The charset an HTML page declares in a meta element near its start. */
export function metaCharset(head: Buffer): string | undefined {
  const text = head.subarray(0, PRESCAN_BYTES).toString("latin1");
  for (const [tag = ""] of text.matchAll(/<meta\b[^>]*>/gi)) {
    const direct = /\bcharset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (direct && !/http-equiv/i.test(tag)) return direct[1];
    if (/http-equiv\s*=\s*["']?content-type/i.test(tag)) {
      const content = /\bcontent\s*=\s*(["'])(.*?)\1/i.exec(tag)?.[2];
      const charset = headerCharset(content);
      if (charset) return charset;
    }
  }
  return undefined;
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    // UTF-16 declared in a page that was read as bytes is a mistake the standard reads as UTF-8.
    return /^utf-?16/i.test(label) ? undefined : new TextDecoder(label.trim().toLowerCase());
  } catch {
    return undefined;
  }
}

export interface Decoded {
  text: string;
  /** The encoding it was read as (TextDecoder's name for it). */
  encoding: string;
}

export function decodeBody(body: Buffer, contentType: string | undefined, html: boolean): Decoded {
  const bom =
    body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf
      ? "utf-8"
      : body[0] === 0xfe && body[1] === 0xff
        ? "utf-16be"
        : body[0] === 0xff && body[1] === 0xfe
          ? "utf-16le"
          : undefined;
  const decoder =
    (bom ? new TextDecoder(bom) : undefined) ??
    decoderFor(headerCharset(contentType)) ??
    (html ? decoderFor(metaCharset(body)) : undefined) ??
    new TextDecoder("utf-8");
  return { text: decoder.decode(body), encoding: decoder.encoding };
}
