import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/lib/paths';
import { legacyAdminTarget } from '../utils/legacy-admin';

/**
 * The legacy admin address (spec §2: 'Submit/Review Q&As' opens '/admin#cms/qa' as a full page
 * load). The server sends the app; the hash, which never reaches it, names the screen here.
 */
export default function LegacyAdminPage() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(
      legacyAdminTarget(window.location.hash, {
        cmsQuestions: paths.cmsQuestions,
        itemStatistics: paths.itemStatistics,
        admin: paths.admin,
      }),
      { replace: true },
    );
  }, [navigate]);
  return <Page title="Admin" />;
}
