/**
 * Sets `key` in a map kept to at most `max` entries: past that, the entry set longest ago is
 * dropped (a Map iterates in insertion order). For per-process memories keyed by token.
 */
export function setKeepingAtMost<K, V>(map: Map<K, V>, max: number, key: K, value: V): void {
  if (map.size >= max && !map.has(key)) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}
