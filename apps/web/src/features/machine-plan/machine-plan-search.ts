import { type Factory, factories } from '@stitchworks/shared';

/** `/production/machines?factory=eu1` and `/production/plan?factory=eu1`: the factory shown. */
export type FactorySearch = { factory?: Factory | undefined };

export function validateFactorySearch(search: Record<string, unknown>): FactorySearch {
  const value = search.factory;
  return { factory: factories.find((factory) => factory === value) };
}

/** The factories a staff member works for: their own, or every factory when none is set. */
export function factoriesOf(user: { factories: readonly Factory[] }): Factory[] {
  return user.factories.length > 0 ? [...user.factories] : [...factories];
}

/** The factory a page shows: the one in the URL when the user works there, else their first. */
export function chosenFactory(user: { factories: readonly Factory[] }, wanted?: Factory): Factory {
  const own = factoriesOf(user);
  return wanted && own.includes(wanted) ? wanted : (own[0] ?? factories[0]);
}
