import { Button, Container, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { COPYRIGHT_YEAR } from '@salones/shared/constants';
import { Island } from '../../../components/island.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { useFooter } from '../../../lib/api/footer.ts';
import { useClubName } from '../../../lib/api/site.ts';
import { useFormAnswers } from '../../../lib/form-answers.ts';
import { visibleFooter } from '../visible-footer.ts';
import { ContactForm } from './contact-form.tsx';
import { AboutColumn, ContactColumn } from './footer-columns.tsx';
import classes from './site-footer.module.css';

/** docs/product.md#2-screens-and-routes footer, the 'Contacto' anchor of every public page. */
export function SiteFooter() {
  const clubName = useClubName();
  const query = useFooter();
  const footer = query.data ? visibleFooter(query.data) : null;
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
          <ContactColumnForm />
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        © {COPYRIGHT_YEAR} {clubName}
      </div>
    </footer>
  );
}

/**
 * 'Escríbenos' and its form: rendered by the server too, a real form answered by the server without
 * JavaScript, and an island that sends it before the app runs (decision 015).
 */
function ContactColumnForm() {
  const posted = useFormAnswers().contact;
  return (
    <Stack gap="md">
      <h2 className={classes.heading}>Escríbenos</h2>
      <Paper radius="lg" p="md" shadow="sm" c="dark">
        <Island name="contact-form" component={ContactForm} props={posted ? { posted } : {}} />
      </Paper>
    </Stack>
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
