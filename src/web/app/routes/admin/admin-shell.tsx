import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@web/components/ui/page-container';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { cn } from '@web/lib/cn';
import { NotFound } from '../../error-screens';
import { paths } from '../../paths';

export type AdminSection = 'feedback' | 'generations' | 'users' | 'mail' | 'payments';

const sections: { id: AdminSection; label: string; to: string }[] = [
  { id: 'feedback', label: 'Feedback', to: paths.admin.feedback() },
  { id: 'generations', label: 'Report generations', to: paths.admin.generations() },
  { id: 'users', label: 'Users and creators', to: paths.admin.users() },
  { id: 'mail', label: 'Failed mails', to: paths.adminMail() },
  { id: 'payments', label: 'Fee revenue', to: paths.admin.payments() },
];

/**
 * The admin area (issue 30): the heading, the list of sections (tabs that wrap on a phone, a side list on a
 * wide screen) and one section. Anyone who is not an administrator gets the app's not-found screen, so the
 * area's existence is not advertised; the API refuses them anyway (403).
 */
export function AdminShell({
  section,
  title,
  description,
  children,
}: {
  section: AdminSection;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { user } = useAuth();
  if (!user?.isAdmin) return <NotFound />;
  return (
    <PageContainer aria-labelledby="admin-title">
      <header>
        <h1 id="admin-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Admin
        </h1>
        <p className="mt-1 text-muted-foreground">
          What the team looks after: feedback, reports, accounts and mail.
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        {/* On a phone the tabs wrap onto a second row: a sideways scroll hid the last ones past the edge. */}
        <nav aria-label="Admin sections">
          <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {sections.map((item) => (
              <li key={item.id} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={item.id === section ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    'hover:bg-accent hover:text-accent-foreground',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    item.id === section ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="admin-section-title" className="grid min-w-0 content-start gap-4">
          <header>
            <h2 id="admin-section-title" className="text-xl font-semibold tracking-tight">
              {title}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          </header>
          {children}
        </section>
      </div>
    </PageContainer>
  );
}
