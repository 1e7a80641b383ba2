/**
 * `read` asked once per key and event-loop turn: the requests parsed in one turn share its answer,
 * and the first request of the next turn asks again. For the registry and canary readers, which
 * every page asks and which stat their files each time: under load one turn parses many requests,
 * and a deploy still reaches every request that arrives after the turn its file landed in (no
 * interval to wait out, so releases stay in step across hosts as before). An answer that throws is
 * not kept.
 */
export function oncePerTurn<K, V>(read: (key: K) => V): (key: K) => V {
  let answers: Map<K, V> | undefined;
  return (key) => {
    if (answers === undefined) {
      const turn = new Map<K, V>();
      answers = turn;
      // The check phase follows the poll phase that parsed this turn's requests.
      setImmediate(() => {
        if (answers === turn) answers = undefined;
      });
    }
    if (answers.has(key)) return answers.get(key) as V;
    const value = read(key);
    answers.set(key, value);
    return value;
  };
}
