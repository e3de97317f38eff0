// The CSS of the Mantine components the public pages show: in the entry, inlined by the server
// render into the page's <head>, so the first paint waits for no stylesheet. Layered (`@layer mantine`), so the
// app's own CSS always wins whatever the load order. Every other component's CSS (modals' forms, menus, admin
// screens) comes with app/all-styles.ts, which the app loads before it hydrates. What only opens after the app
// has started (drawers, modals, popovers, alerts, loaders, portals) is left to it: the less CSS, the less
// work for the phone's first layout (TBT).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
// the availability form's answer when the server renders it, answering the form posted without JavaScript
import '@mantine/core/styles/Alert.layer.css';
// the availability form's button while it checks (an island: decision 015), before any app has started
import '@mantine/core/styles/Loader.layer.css';
