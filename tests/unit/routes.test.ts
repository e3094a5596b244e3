import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cardsYearRoute,
  contentPageRoute,
  meetingRoute,
  noticeCalendarRoute,
  noticeCategoryRoute,
  noticeRoute,
  nonTeachingSectionRoute,
  teachingDepartmentRoute,
  yearListYearRoute,
} from '../../common/routes.ts';

const root = path.join(import.meta.dirname, '../..');

describe('the routes module', () => {
  it('spells each parameterised address as the site has always published it', () => {
    expect(noticeRoute('2026-11-18-merit-list')).toBe('/notices/2026-11-18-merit-list');
    expect(noticeCalendarRoute('2026-11-05-annual-sports-meet')).toBe('/notices/2026-11-05-annual-sports-meet.ics');
    expect(noticeCategoryRoute('admissions')).toBe('/notices/category/admissions');
    expect(teachingDepartmentRoute('polSci')).toBe('/about/teachingEmployees/polSci');
    expect(nonTeachingSectionRoute('office')).toBe('/about/nonTeachingEmployees/office');
    expect(contentPageRoute('home/missionVision.md')).toBe('/home/missionVision');
    expect(yearListYearRoute('/calender/academicCalender', '2020-2021')).toBe('/calender/academicCalender/year2020-2021');
    expect(cardsYearRoute('/events/seminars', '2024')).toBe('/events/seminars/year-2024');
    expect(meetingRoute('/NAAC/iqacAtr', 'D05_03_22')).toBe('/NAAC/iqacAtr/D05_03_22');
  });

  it('has a folder of pages/ serving each parameterised page', () => {
    for (const folder of [
      'pages/notices/@slug',
      'pages/notices/category/@category',
      'pages/notices/events',
      'pages/about/teachingEmployees/@department',
      'pages/about/nonTeachingEmployees/@section',
      'pages/home/publicSelfDisclosure',
      'pages/home/rti',
      'pages/search',
    ]) {
      expect(existsSync(path.join(root, folder, '+Page.tsx')), folder).toBe(true);
    }
  });
});
