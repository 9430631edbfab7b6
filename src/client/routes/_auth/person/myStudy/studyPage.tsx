import { createFileRoute } from '@tanstack/react-router';
import { StudyRecordsPage } from '@/features/study/components/study-records-page';
import { TITLES } from '@/lib/route-titles';

export const Route = createFileRoute('/_auth/person/myStudy/studyPage')({
  component: StudyRecordsPage,
  staticData: { title: TITLES.studyPage },
});
