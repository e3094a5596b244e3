import type { PageContextServer } from 'vike/types';
import { pageContent } from '../../renderer/content.ts';
import { homeNotices } from '../../common/noticeBoard.ts';
import { listItem } from '../../renderer/components/notices/listItem.ts';

export function data(pageContext: PageContextServer) {
  const site = pageContent(pageContext, 'site');
  const home = pageContent(pageContext, 'home');
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
    notices: homeNotices(pageContent(pageContext, 'notices').notices).map(listItem),
    testimonials: home.testimonials,
    feedback: { ...site.emailService, contactEmail: site.emails[0] },
  };
}

export type Data = ReturnType<typeof data>;
