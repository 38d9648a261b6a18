import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Layout } from '../../components/Layout';
import { PageHeading } from '../../components/PageHeading';

/** SPEC 2 and 8: any other path. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Layout>
      <div className="mx-auto max-w-2xl px-4 py-16">
        <PageHeading title={t('notFound.pageTitle')}>{t('notFound.title')}</PageHeading>
        <p className="mt-4 text-lg text-gray-800">{t('notFound.text')}</p>
        <Link href="/" className="btn-primary mt-6">
          {t('notFound.goHome')}
        </Link>
      </div>
    </Layout>
  );
}
