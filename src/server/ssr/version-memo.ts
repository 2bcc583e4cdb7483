/**
 * Answers read for one catalogue version, kept until a newer version is seen. Every catalogue write (and a
 * tourist's rating) bumps the version in the same transaction (decision 012), so an answer kept under its
 * version is never out of date: no time limit applies, on any process. A render of a page not in the page cache
 * then reads the catalogue once per distinct question, not once per page (decision 019). The answer kept is the
 * promise, so readers asking at once share one read; a failed read is not kept. Bounded: odd filters or ids
 * cannot grow it.
 */
export function createVersionMemo(maxEntries = 200) {
  let newest = 0;
  const answers = new Map<string, Promise<unknown>>();
  return function remembered<T>(version: number, key: string, read: () => Promise<T>): Promise<T> {
    if (version > newest) {
      newest = version;
      answers.clear();
    }
    // A reader that saw an older version than another already has: read, keep nothing.
    if (version < newest) return read();
    const kept = answers.get(key) as Promise<T> | undefined;
    if (kept) return kept;
    const answer = read();
    answers.set(key, answer);
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key);
    });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
