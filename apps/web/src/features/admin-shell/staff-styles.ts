// The CSS of the Mantine components a staff page shows before its app runs (decision 010: a staff page is
// rendered on the server for its session), beyond what the entry's public-styles.ts already has: the server
// inlines it with the layout's CSS, instead of every component's (app/all-styles.ts, ~370 KB), which the app
// loads before it hydrates. Layered, as public-styles.ts.
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Loader.layer.css';
// /admin/whatsapp's filter and its conversation's dividers
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Divider.layer.css';
