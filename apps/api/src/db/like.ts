/** A LIKE/ILIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
