/**
 * Jest's jsdom environment has no TextDecoder/TextEncoder, which Node and browsers both have; the
 * component tests load modules (image-size, through the content loader) that create one at import.
 */
import { TextDecoder, TextEncoder } from "node:util";

const scope = globalThis as { TextDecoder?: unknown; TextEncoder?: unknown };
scope.TextDecoder ??= TextDecoder;
scope.TextEncoder ??= TextEncoder;
