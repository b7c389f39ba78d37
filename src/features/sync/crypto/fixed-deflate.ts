/**
 * Raw DEFLATE (RFC 1951) of a small input against a preset dictionary, in one block of fixed
 * Huffman codes, with greedy LZ77 matches into the dictionary and the input so far. Any
 * inflater reads it (fflate's `inflateSync` with the same dictionary does, in `keys.ts`).
 *
 * Why not fflate's `deflateSync` for records: per call it allocates ~170 kB of tables, hashes
 * the dictionary again and builds Huffman trees for a few hundred bytes. For a first sync of
 * 60 000 records that was most of the upload's time (and its garbage). Here the dictionary is
 * hashed once and every table is kept; fixed codes cost a few bytes per record against
 * dynamic ones.
 */

const HASH_BITS = 15;
const HASH_MASK = (1 << HASH_BITS) - 1;
const MIN_MATCH = 3;
const MAX_MATCH = 258;
/** Candidates looked at per position: records repeat their field names close by. */
const MAX_CHAIN = 16;
/** Inputs larger than this are left to a general deflater (the caller's fallback). */
export const FIXED_DEFLATE_MAX_INPUT = 16 * 1024;

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

const reverse = (code: number, bits: number) => {
  let out = 0;
  for (let i = 0; i < bits; i += 1) out |= ((code >> i) & 1) << (bits - 1 - i);
  return out;
};

/** The fixed literal/length codes (RFC 1951 §3.2.6), bit-reversed for an LSB-first writer. */
const LIT_CODE = new Uint16Array(288);
const LIT_BITS = new Uint8Array(288);
for (let sym = 0; sym < 288; sym += 1) {
  const [base, first, bits] =
    sym < 144
      ? [0x30, 0, 8]
      : sym < 256
        ? [0x190, 144, 9]
        : sym < 280
          ? [0, 256, 7]
          : [0xc0, 280, 8];
  LIT_BITS[sym] = bits;
  LIT_CODE[sym] = reverse(base + sym - first, bits);
}
const DIST_CODE = Uint8Array.from({ length: 30 }, (_, d) => reverse(d, 5));
/** Length (3–258) → index into LENGTH_BASE; distance (1–32768) → distance code. */
const LENGTH_INDEX = new Uint8Array(MAX_MATCH + 1);
for (let i = 0; i < LENGTH_BASE.length; i += 1)
  for (let len = LENGTH_BASE[i]!; len < (LENGTH_BASE[i + 1] ?? MAX_MATCH + 1); len += 1)
    LENGTH_INDEX[len] = i;
LENGTH_INDEX[MAX_MATCH] = 28;
const DIST_INDEX = new Uint8Array(32769);
for (let i = 0; i < DIST_BASE.length; i += 1)
  for (let d = DIST_BASE[i]!; d < (DIST_BASE[i + 1] ?? 32769); d += 1) DIST_INDEX[d] = i;

/** A deflater bound to one dictionary (at most 16 kB); its tables are made once. */
export function fixedDeflater(dictionary: Uint8Array) {
  const dict = dictionary.subarray(-FIXED_DEFLATE_MAX_INPUT);
  const start = dict.length;
  const data = new Uint8Array(start + FIXED_DEFLATE_MAX_INPUT);
  data.set(dict);
  const prev = new Int32Array(data.length);
  const dictHead = new Int32Array(1 << HASH_BITS).fill(-1);
  const hash = (i: number) => ((data[i]! << 10) ^ (data[i + 1]! << 5) ^ data[i + 2]!) & HASH_MASK;
  for (let i = 0; i + 2 < start; i += 1) {
    const h = hash(i);
    prev[i] = dictHead[h]!;
    dictHead[h] = i;
  }
  const head = new Int32Array(1 << HASH_BITS);
  // Fixed codes are at most 9 + 5 + 13 bits a symbol: ample for literals or matches.
  const out = new Uint8Array(Math.ceil((FIXED_DEFLATE_MAX_INPUT * 9) / 8) + 16);

  return (input: Uint8Array): Uint8Array => {
    if (input.length > FIXED_DEFLATE_MAX_INPUT) throw new RangeError('Input too large');
    data.set(input, start);
    head.set(dictHead);
    const end = start + input.length;
    let pos = 0;
    let bits = 0;
    let count = 0;
    const put = (value: number, n: number) => {
      bits |= value << count;
      count += n;
      while (count >= 8) {
        out[pos++] = bits & 255;
        bits >>>= 8;
        count -= 8;
      }
    };
    const insert = (i: number) => {
      const h = hash(i);
      prev[i] = head[h]!;
      head[h] = i;
    };
    put(0b011, 3); // the last block, fixed codes
    let i = start;
    while (i < end) {
      let best = 0;
      let distance = 0;
      if (i + 2 < end) {
        const limit = Math.min(MAX_MATCH, end - i);
        let candidate = head[hash(i)]!;
        for (let chain = 0; candidate >= 0 && chain < MAX_CHAIN; chain += 1) {
          if (data[candidate + best] === data[i + best]) {
            let len = 0;
            while (len < limit && data[candidate + len] === data[i + len]) len += 1;
            if (len > best) {
              best = len;
              distance = i - candidate;
              if (len === limit) break;
            }
          }
          candidate = prev[candidate]!;
        }
        insert(i);
      }
      if (best >= MIN_MATCH) {
        const li = LENGTH_INDEX[best]!;
        put(LIT_CODE[257 + li]!, LIT_BITS[257 + li]!);
        if (LENGTH_EXTRA[li]) put(best - LENGTH_BASE[li]!, LENGTH_EXTRA[li]!);
        const di = DIST_INDEX[distance]!;
        put(DIST_CODE[di]!, 5);
        if (DIST_EXTRA[di]) put(distance - DIST_BASE[di]!, DIST_EXTRA[di]!);
        for (let j = i + 1; j < i + best && j + 2 < end; j += 1) insert(j);
        i += best;
      } else {
        put(LIT_CODE[data[i]!]!, LIT_BITS[data[i]!]!);
        i += 1;
      }
    }
    put(LIT_CODE[256]!, LIT_BITS[256]!);
    if (count > 0) out[pos++] = bits & 255;
    return out.slice(0, pos);
  };
}
