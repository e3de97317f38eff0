import { Button, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { COPYRIGHT_YEAR } from '@salones/shared/constants';
import { lazy, Suspense } from 'react';
import { QueryContent } from '../../../components/query-content.tsx';
import { useFooter } from '../../../lib/api/footer.ts';
import { useClubName } from '../../../lib/api/site.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { visibleFooter } from '../visible-footer.ts';
import { AboutColumn, ContactColumn } from './footer-columns.tsx';
import classes from './site-footer.module.css';

// Below the fold on every page: its form code and schema load after the page itself, in the browser only
// (a lazy component in a server render would abort its Suspense boundary: React error #419).
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

/** docs/product.md §2 footer, the 'Contacto' anchor of every public page. */
export function SiteFooter() {
  const clubName = useClubName();
  const query = useFooter();
  const footer = query.data ? visibleFooter(query.data) : null;
  const hydrated = useHydrated();
  // data-needs-app: in view, it starts a server-rendered page's app (app/start-on-intent.ts)
  const formPlaceholder = <Skeleton h={220} radius="md" data-needs-app />;
  return (
    <footer id="contacto" className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 40, md: 48 }}>
          <QueryContent
            queries={[query]}
            errorTitle="No pudimos cargar los datos de contacto"
            loading={
              <>
                <FooterSkeleton />
                <FooterSkeleton />
              </>
            }
            renderError={(_error, retry) => (
              // white on the footer's colour, not the red alert of other screens
              <Stack gap="xs" align="flex-start">
                <Text>No pudimos cargar los datos de contacto.</Text>
                <Button variant="white" color="grape" size="xs" onClick={retry}>
                  Reintentar
                </Button>
              </Stack>
            )}
            isEmpty={!footer}
            empty={null}
          >
            {() => (
              <>
                <AboutColumn footer={footer!} />
                <ContactColumn footer={footer!} />
              </>
            )}
          </QueryContent>
          {hydrated ? (
            <Suspense fallback={formPlaceholder}>
              <ContactForm />
            </Suspense>
          ) : (
            formPlaceholder
          )}
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        © {COPYRIGHT_YEAR} {clubName}
      </div>
    </footer>
  );
}

function FooterSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={24} width="50%" opacity={0.3} />
      <Skeleton height={14} opacity={0.3} />
      <Skeleton height={14} width="80%" opacity={0.3} />
      <Skeleton height={14} width="60%" opacity={0.3} />
    </Stack>
  );
}
