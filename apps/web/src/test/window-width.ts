/**
 * A browser window `width` px wide for the component under test (16 px to the em): `matchMedia` answers its
 * min-width and max-width queries as a browser would. test/setup.ts puts back the default (no query
 * matches) after each test.
 */
export function setWindowWidth(width: number) {
  const stub = window.matchMedia;
  window.matchMedia = (query: string) => {
    const px = (em: string) => Number(em) * 16;
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const matches = (!min || width >= px(min[1])) && (!max || width <= px(max[1])) && Boolean(min || max);
    return { ...stub(query), matches };
  };
}
