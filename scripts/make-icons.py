"""Draws the logo mark (a navy tile with two teal waves, as in static/favicon.svg) to the PNG icons
and favicon.ico in static/. Plain Python, since no image library is installed here. Run once after
changing the mark: python3 scripts/make-icons.py"""
import math
import struct
import zlib
from pathlib import Path

STATIC = Path(__file__).resolve().parent.parent / "static"
NAVY, TEAL, CLEAR = (11, 31, 58, 255), (94, 234, 212, 255), (0, 0, 0, 0)


def png(px) -> bytes:
    height, width = len(px), len(px[0])
    raw = b"".join(b"\x00" + bytes(c for p in row for c in p) for row in px)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def waves(px, s: float, ox: float = 0, oy: float = 0, color=TEAL) -> None:
    height, width = len(px), len(px[0])
    half = 1.25 * s  # stroke-width 2.5 in the 32-unit drawing
    for base in (20, 14):
        for t in range(600):
            u = t / 599 * 18
            x, y = ox + (6 + u) * s, oy + (base - 4 * math.sin(math.pi * u / 9)) * s
            for Y in range(int(y - half) - 1, int(y + half) + 2):
                for X in range(int(x - half) - 1, int(x + half) + 2):
                    if 0 <= X < width and 0 <= Y < height and (X + 0.5 - x) ** 2 + (Y + 0.5 - y) ** 2 <= half * half:
                        px[Y][X] = color


def social() -> bytes:
    """The default social preview (1200x630): the mark large on a navy field, no text to go stale."""
    width, height = 1200, 630
    px = [[(11 + int(20 * x / width), 31 + int(27 * y / height), 58 + int(42 * (x + y) / (width + height)), 255) for x in range(width)] for y in range(height)]
    waves(px, 14, ox=600 - 16 * 14, oy=315 - 17 * 14)
    return png(px)


def render(size: int) -> bytes:
    s = size / 32
    px = [[CLEAR] * size for _ in range(size)]
    r = 8 * s
    for y in range(size):
        for x in range(size):
            cx, cy = min(max(x + 0.5, r), size - r), min(max(y + 0.5, r), size - r)
            if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r:
                px[y][x] = NAVY
    waves(px, s)
    return png(px)


for size, name in [(180, "apple-touch-icon.png"), (192, "icon-192.png"), (512, "icon-512.png")]:
    (STATIC / name).write_bytes(render(size))
ico = render(32)
(STATIC / "favicon.ico").write_bytes(struct.pack("<HHH", 0, 1, 1) + struct.pack("<BBBBHHII", 32, 32, 0, 0, 1, 32, len(ico), 22) + ico)
(STATIC / "social").mkdir(exist_ok=True)
(STATIC / "social" / "default.png").write_bytes(social())
