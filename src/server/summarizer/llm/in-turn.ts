/**
 * `task` as a function whose calls run one after another: each starts once the call before it has
 * settled, and its promise is that call's own outcome (a failure does not stop the calls after it). A
 * task that reads shared state when it starts, such as a checkpoint of every section checked so far,
 * so never writes an older state over a newer one.
 */
export function inTurn(task: () => Promise<void>): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    last = last.catch(() => undefined).then(task);
    return last;
  };
}
