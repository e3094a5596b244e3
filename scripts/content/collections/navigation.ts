import { defineCollection } from './collection.ts';
import { loadYamlFile } from '../loaders/contentFiles.ts';
import { nearRoute } from '../check/pageLinks.ts';
import { NavigationSchema, type Navigation } from '../schemas/navigation.ts';
import { fieldName } from '../fieldName.ts';

const FILE = 'content/navigation.yaml';

/**
 * content/navigation.yaml: the menu, the footer's quick links and its policy links.
 */
export const navigation = defineCollection({
  name: 'navigation',
  files: { 'navigation.yaml': NavigationSchema },
  load(ctx): Navigation | undefined {
    const loaded = loadYamlFile(ctx, 'navigation.yaml', NavigationSchema);
    if (loaded) ctx.lines.set(FILE, loaded.source.lineOf);
    return loaded?.data;
  },
  /** Each internal route it names must have a page: checked once every collection has added its routes. */
  check(ctx, data) {
    const source = { file: FILE, lineOf: ctx.lines.get(FILE) ?? (() => undefined) };
    const checkRoute = (route: string, path: (string | number)[]) => {
      if (ctx.routes.has(route)) return;
      const near = nearRoute(ctx, route);
      const hint = !near
        ? 'add the page first, or correct the route'
        : near === route.replace(/\/+$/, '')
          ? `write it without the slash at the end: ${near}`
          : near.toLowerCase() === route.toLowerCase()
            ? `routes are case-sensitive: did you mean ${near}?`
            : `did you mean ${near}?`;
      ctx.problems.add({
        file: source.file,
        line: source.lineOf(path),
        column: fieldName(path),
        expected: 'a route that has a page',
        found: route,
        hint,
      });
    };
    // A page no content names is called what the menu calls it.
    ctx.routes.title(data.home.route, data.home.label);
    for (const group of data.groups) for (const item of group.items) if (item.route) ctx.routes.title(item.route, item.label);
    for (const link of [...data.footer, ...data.policies]) ctx.routes.title(link.route, link.label);
    checkRoute(data.home.route, ['home', 'route']);
    data.groups.forEach((group, g) =>
      group.items.forEach((item, i) => {
        if (item.route) checkRoute(item.route, ['groups', g, 'items', i, 'route']);
      }),
    );
    data.footer.forEach((link, index) => checkRoute(link.route, ['footer', index, 'route']));
    data.policies.forEach((link, index) => checkRoute(link.route, ['policies', index, 'route']));

    const keys = new Set<string>();
    data.groups.forEach((group, g) => {
      if (keys.has(group.key)) {
        ctx.problems.add({
          file: source.file,
          line: source.lineOf(['groups', g, 'key']),
          column: fieldName(['groups', g, 'key']),
          expected: 'a key no other group uses',
          found: group.key,
        });
      }
      keys.add(group.key);
    });
  },
});
