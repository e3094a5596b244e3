/** `npx tsx scripts/bench/against.ts [<commit>]`: only the comparison part of `npm run bench` (about two minutes). */
import { benchAgainstCommit } from './againstCommit.ts';

console.log('The sample site built by another commit and by the working copy, alternately:');
console.table(await benchAgainstCommit(process.cwd(), process.argv[2] ?? 'HEAD'));
