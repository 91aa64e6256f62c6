"""Draws the ExSize icons (assets/icon-*.png): a storage stack on Excel green. Pure zlib, no imaging library.
Run once: python3 scripts/make-icons.py. The PNGs are committed."""
import struct, zlib, os

GREEN = (33, 115, 70)
WHITE = (255, 255, 255)
LIGHT = (160, 210, 180)

def pixel(size, x, y):
    # rounded square background
    r = size * 0.18
    cx = min(max(x + 0.5, r), size - r)
    cy = min(max(y + 0.5, r), size - r)
    if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 > r * r:
        return (0, 0, 0, 0)
    # three stacked disks (storage) with a bar showing fill
    left, right = size * 0.2, size * 0.8
    for i in range(3):
        top = size * (0.2 + i * 0.22)
        bottom = top + size * 0.16
        if left <= x + 0.5 <= right and top <= y + 0.5 <= bottom:
            fill_to = left + (right - left) * (0.85 - i * 0.25)
            return WHITE + (255,) if x + 0.5 <= fill_to else LIGHT + (255,)
    return GREEN + (255,)

def png(size):
    raw = b"".join(b"\x00" + b"".join(bytes(pixel(size, x, y)) for x in range(size)) for y in range(size))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

os.makedirs("assets", exist_ok=True)
for size in (16, 32, 64, 80, 128):
    with open(f"assets/icon-{size}.png", "wb") as f:
        f.write(png(size))
print("icons written")
