import type { PageContextServer } from 'vike/types';
import { readContent } from '../../renderer/content.ts';
import { homeNotices } from '../../lib/noticeBoard.ts';
import { listItem } from '../../renderer/components/notices/listItem.ts';

export function data(_pageContext: PageContextServer) {
  const site = readContent('site');
  const home = readContent('home');
  return {
    title: site.name,
    description: `${site.name}: ${site.hero.subline} Admissions, courses, results, question papers and campus life.`,
    hero: site.hero,
    collegeName: site.name,
    statistics: site.statistics,
    statisticsTagline: site.statisticsTagline,
    motto: site.motto,
    slides: home.slides,
    notice: home.notice,
    notices: homeNotices(readContent('notices').notices).map(listItem),
    testimonials: home.testimonials,
    feedback: { ...site.emailService, contactEmail: site.emails[0] },
  };
}

export type Data = ReturnType<typeof data>;
