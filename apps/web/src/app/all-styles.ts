// Every Mantine component's CSS (layered: it repeats public-styles.ts's rules without overriding the app's) and
// the toasts' CSS: loaded by main.tsx after a server-rendered page is on screen, and before the first render of
// a client-rendered one (account and admin pages).
import '@mantine/core/styles.layer.css';
import 'react-toastify/dist/ReactToastify.css';
// the date pickers' calendars: the branch page's date field looks like any input until its calendar opens
import '@mantine/dates/styles.layer.css';
