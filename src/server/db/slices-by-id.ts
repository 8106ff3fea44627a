/**
 * A table's rows in slices of `size` by id, each read after the last id of the one before: a read
 * of every item holds no long transaction and never more than a slice at once.
 */
export async function* slicesById<Row extends { id: number }>(
  readAfter: (id: number) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row[]> {
  for (let after = 0; ;) {
    const rows = await readAfter(after);
    yield rows;
    if (rows.length < size) return;
    after = rows.at(-1)!.id;
  }
}
