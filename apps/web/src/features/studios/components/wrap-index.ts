/** The next index round the ring of `count` images: past the last comes the first again. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
