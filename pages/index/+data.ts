import type { PageContextServer } from 'vike/types';
import { readGenerated } from '../../renderer/readGenerated.ts';
import { homeNotices } from '../../common/noticeBoard.ts';
import { listItem } from '../../renderer/components/notices/listItem.ts';

export function data(pageContext: PageContextServer) {
  const site = readGenerated('site', pageContext);
  const home = readGenerated('home', pageContext);
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
    notices: homeNotices(readGenerated('notices', pageContext).notices).map(listItem),
    testimonials: home.testimonials,
    feedback: { ...site.emailService, contactEmail: site.emails[0] },
  };
}

export type Data = ReturnType<typeof data>;
