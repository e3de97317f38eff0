// /admin/calendar — a month or a week of events and pending booking requests, one branch or all,
// coloured by turno. Read-only: dates change through the event's date-change rules, so nothing drags.
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { normalizeDate, todayInMexicoCity } from '@salones/shared/dates';
import { STAFF_CALENDAR, STAFF_CALENDAR_MSG as T } from '@salones/shared/staff-calendar';
import { turnosInDayOrder } from '@salones/shared/turnos';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useBookingRequests } from '../../lib/api/booking-requests.ts';
import { usePlaces } from '../../lib/api/places.ts';
import { useSchedules } from '../../lib/api/turnos.ts';
import { useSession } from '../../lib/session.ts';
import { type CalendarFilters, useCalendarEvents } from './api/calendar-events.ts';
import classes from './calendar.module.css';
import { CalendarDetail } from './calendar-detail.tsx';
import { type CalendarItem, rangeToQuery, toEntries } from './calendar-entries.ts';
import { CalendarFilterSelects } from './calendar-filters.tsx';
import { CalendarLegend } from './calendar-legend.tsx';

const NO_FILTERS: CalendarFilters = { salon: null, recurso: null };

/** `?fecha=YYYY-MM-DD` opens the calendar on that date (links from other screens, the browser specs). */
export function CalendarPage() {
  const [params] = useSearchParams();
  const initialDate = normalizeDate(params.get('fecha') ?? '') ?? undefined;
  const isPhone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const { user } = useSession();
  // an admin with a branch starts on it; the super_admin on every branch
  const [lugar, setLugar] = useState<string | null>(() => user?.lugar ?? null);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [filters, setFilters] = useState<CalendarFilters>(NO_FILTERS);
  const isFiltered = !!lugar && (filters.salon !== null || filters.recurso !== null);
  const [selected, setSelected] = useState<CalendarItem | null>(null);
  // the list view says itself when it is empty
  const [isList, setIsList] = useState(false);
  const places = usePlaces();
  const calendar = useRef<FullCalendar>(null);
  const box = useRef<HTMLDivElement>(null);
  // FullCalendar measures its columns on window resizes only; the side menu collapsing or sliding in changes
  // the page's width without one, so the calendar re-measures whenever its box changes size.
  useEffect(() => {
    if (!box.current) return;
    const observer = new ResizeObserver(() => calendar.current?.getApi().updateSize());
    observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  const events = useCalendarEvents(range, lugar, lugar ? filters : NO_FILTERS);
  const requests = useBookingRequests({
    estado: 'pendiente',
    lugar: lugar ?? undefined,
    limit: STAFF_CALENDAR.requestsLimit,
  });
  // the legend's turnos: the branch's schedule, or every branch's, in the order of the day (a string, so the
  // entries are only worked out again when they change)
  const schedules = useSchedules(lugar ? [lugar] : (places.data ?? []).map((p) => p.uid));
  const scheduled = turnosInDayOrder(schedules).join('\n');
  const { entries, turnos } = useMemo(() => {
    const view = { withBranch: lugar === null, scheduled: scheduled ? scheduled.split('\n') : [] };
    if (!range) return { entries: [], turnos: view.scheduled };
    const pending = isFiltered ? [] : (requests.data?.solicitudes ?? []);
    return toEntries(events.data?.events ?? [], pending, range, view);
  }, [events.data, requests.data, range, lugar, isFiltered, scheduled]);
  const failed = events.isError ? events : requests.isError ? requests : null;
  const loading = events.isFetching || requests.isFetching;
  const loaded = events.isSuccess && requests.isSuccess && !loading;

  return (
    <Stack>
      <PageMeta title="Calendario | Administración" />
      <Title order={2}>{T.title}</Title>
      <Text c="dimmed" size="sm" mt={-8}>
        {T.subtitle}
      </Text>
      <Select
        label={T.branchLabel}
        placeholder={T.allBranches}
        clearable
        data={(places.data ?? []).map((p) => ({ value: p.uid, label: p.sucursal }))}
        value={lugar}
        onChange={(next) => {
          setLugar(next);
          setFilters(NO_FILTERS);
        }}
        maw={{ base: '100%', sm: 320 }}
      />
      {lugar ? <CalendarFilterSelects lugar={lugar} value={filters} onChange={setFilters} /> : null}
      {isFiltered ? (
        <Text size="sm" c="dimmed">
          {T.filteredNote}
        </Text>
      ) : null}
      <CalendarLegend turnos={turnos} />
      {failed ? (
        <LoadError
          title={T.loadError}
          error={failed.error}
          onRetry={() => {
            events.refetch();
            requests.refetch();
          }}
        />
      ) : null}
      {events.data?.capped ? <Alert color="yellow">{T.capped(events.data.events.length)}</Alert> : null}
      <div className={classes.calendar} aria-busy={loading} ref={box}>
        <FullCalendar
          ref={calendar}
          // a phone starts on one day; the views change with the screen, so the calendar remounts
          key={isPhone ? 'phone' : 'wide'}
          plugins={[dayGridPlugin, listPlugin]}
          locale={esLocale}
          // weeks start on Sunday, as the public availability calendar's and the date pickers'
          firstDay={0}
          // FullCalendar's arrow icons are role="img" spans without a name (axe); words are read out right
          buttonIcons={false}
          buttonText={{ prev: 'Anterior', next: 'Siguiente' }}
          timeZone="UTC"
          now={todayInMexicoCity()}
          initialDate={initialDate}
          // A phone opens on the month as a list (whole names, not cut chips), every control
          // above it in one place; the month grid is one tap away
          initialView={isPhone ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={
            isPhone
              ? { left: 'title', right: 'prev,today,next listMonth,dayGridMonth' }
              : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,dayGridWeek' }
          }
          views={{
            dayGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric' } },
            listMonth: { buttonText: T.listView, displayEventTime: false },
          }}
          noEventsContent={T.empty}
          height="auto"
          fixedWeekCount={false}
          dayMaxEvents={isPhone ? 3 : 4}
          eventOrder="order,title"
          eventInteractive
          events={entries}
          datesSet={(arg) => {
            setIsList(arg.view.type.startsWith('list'));
            const next = rangeToQuery(arg.start, arg.end);
            setRange((prev) => (prev?.from === next.from && prev.to === next.to ? prev : next));
          }}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            setSelected(info.event.extendedProps.item as CalendarItem);
          }}
        />
        {loading ? <LoadingSpinner className={classes.loader} size="sm" /> : null}
      </div>
      {loaded && entries.length === 0 && !isList ? (
        <Text ta="center" c="dimmed">
          {T.empty}
        </Text>
      ) : null}
      <CalendarDetail item={selected} turnos={turnos} onClose={() => setSelected(null)} />
    </Stack>
  );
}
