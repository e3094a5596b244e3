/** `npx tsx scripts/bench/scale.ts`: only the build-at-scale part of `npm run bench` (about a minute). */
import { benchBuildScale } from './buildScale.ts';

console.log('The build at scale (two copies of the project, built in the same run):');
console.table(await benchBuildScale(process.cwd()));
