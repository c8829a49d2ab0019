package io.dqexplorer.sdk.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The clip ids one walk has seen: an exact set (a repeat is reported only for an id really added
 * before) kept small enough for walks of millions of rows.
 * <p>Each id is written once, as UTF-8 after its length, into an arena of 256 KiB chunks; an
 * open-addressing table (linear probing, at most three quarters full) holds per id one
 * {@code long}: 32 bits of its hash and its place in the arena. A lookup compares hashes in the
 * table and reads the arena only when they agree, to compare the bytes themselves. So an id of
 * n bytes costs n + 1 bytes in the arena and 11 to 22 in the table. Measured (ExportBenchmark):
 * 1,000,000 ids of 11 characters retain 28 MiB, 29 bytes an id, where a {@code HashSet<String>}
 * retains 97 bytes an id. The hash is seeded afresh for every set, so that a service cannot
 * choose ids that all land on one slot.
 */
public final class SeenClipIds {

    /** 256 KiB: under half of G1's smallest region, so a chunk is never a "humongous" object that takes a region or two of its own. */
    private static final int CHUNK_BITS = 18;
    private static final int CHUNK_BYTES = 1 << CHUNK_BITS;
    /** 14 bits of chunk beside the 18 of position (4 GiB in all); one chunk short, so that place + 1 never wraps to 0. */
    private static final int MAX_CHUNKS = (1 << (32 - CHUNK_BITS)) - 1;
    private static final int FIRST_SLOTS = 1 << 10;

    private final long seed = ThreadLocalRandom.current().nextLong();
    private long[] slots = new long[FIRST_SLOTS];
    private int size;
    private byte[][] chunks = new byte[4][];
    private int chunkCount;
    private int used = CHUNK_BYTES;

    /** Adds {@code id}; false when it was already there. */
    public boolean add(String id) {
        byte[] bytes = id.getBytes(StandardCharsets.UTF_8);
        long hash = hash(bytes, 0, bytes.length);
        int fingerprint = (int) (hash >>> 32);
        int mask = slots.length - 1;
        for (int i = (int) hash & mask; ; i = (i + 1) & mask) {
            long slot = slots[i];
            if (slot == 0) {
                slots[i] = ((long) fingerprint << 32) | (store(bytes) & 0xFFFF_FFFFL);
                if (++size > slots.length / 4 * 3) {
                    grow();
                }
                return true;
            }
            if ((int) (slot >>> 32) == fingerprint && sameBytes((int) slot, bytes)) {
                return false;
            }
        }
    }

    /**
     * Writes length and bytes into the arena and returns their place, plus one so that a used slot
     * is never 0: the chunk in the high 14 bits, the position in the low 18. An id longer than a
     * chunk gets a chunk of its own, starting at position 0.
     */
    private int store(byte[] bytes) {
        int needed = lengthBytes(bytes.length) + bytes.length;
        if (used + needed > CHUNK_BYTES) {
            if (chunkCount == MAX_CHUNKS) {
                throw new IllegalStateException("more clip ids than one walk can check (" + size + ")");
            }
            if (chunkCount == chunks.length) {
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            chunks[chunkCount++] = new byte[Math.max(CHUNK_BYTES, needed)];
            used = 0;
        }
        byte[] chunk = chunks[chunkCount - 1];
        int place = ((chunkCount - 1) << CHUNK_BITS) | used;
        int at = used;
        for (int length = bytes.length; ; length >>>= 7) {
            if (length < 0x80) {
                chunk[at++] = (byte) length;
                break;
            }
            chunk[at++] = (byte) (length & 0x7F | 0x80);
        }
        System.arraycopy(bytes, 0, chunk, at, bytes.length);
        used = at + bytes.length;
        return place + 1;
    }

    private boolean sameBytes(int placePlusOne, byte[] bytes) {
        byte[] chunk = chunks[(placePlusOne - 1) >>> CHUNK_BITS];
        int at = (placePlusOne - 1) & (CHUNK_BYTES - 1);
        int length = lengthAt(chunk, at);
        int start = at + lengthBytes(length);
        return length == bytes.length && Arrays.equals(chunk, start, start + length, bytes, 0, length);
    }

    /** Doubles the table; the index bits of each id's hash are recomputed from its bytes in the arena. */
    private void grow() {
        long[] old = slots;
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long slot : old) {
            if (slot != 0) {
                byte[] chunk = chunks[((int) slot - 1) >>> CHUNK_BITS];
                int at = ((int) slot - 1) & (CHUNK_BYTES - 1);
                int length = lengthAt(chunk, at);
                int start = at + lengthBytes(length);
                int i = (int) hash(chunk, start, length) & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = slot;
            }
        }
    }

    private static int lengthAt(byte[] chunk, int at) {
        int length = 0;
        for (int shift = 0; ; shift += 7) {
            byte b = chunk[at++];
            length |= (b & 0x7F) << shift;
            if (b >= 0) {
                return length;
            }
        }
    }

    private static int lengthBytes(int length) {
        int count = 1;
        while (length >= 0x80) {
            length >>>= 7;
            count++;
        }
        return count;
    }

    /** Seeded FNV-1a over the bytes, then the SplitMix64 finaliser so that every bit depends on every byte. */
    private long hash(byte[] bytes, int from, int length) {
        long h = seed ^ 0xCBF2_9CE4_8422_2325L;
        for (int i = from; i < from + length; i++) {
            h = (h ^ (bytes[i] & 0xFF)) * 0x0000_0100_0000_01B3L;
        }
        h = (h ^ (h >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return h ^ (h >>> 31);
    }
}
