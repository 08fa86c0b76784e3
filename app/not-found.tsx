import { NotFoundPage, notFoundMetadata } from '@/app/_components/not-found-page';

export const metadata = notFoundMetadata;

export default NotFoundPage;
