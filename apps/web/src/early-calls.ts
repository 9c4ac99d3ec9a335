import { DRAWN_DATA_ELEMENT_ID } from '@boardready/contracts/prerendered-screens';
import { auth } from '@boardready/contracts/routes/auth.gen';
import { environment } from '@boardready/contracts/routes/environment.gen';
import { sendEarly } from './lib/request-conventions';

/**
 * The app's first calls, the session and the brand strings, sent as soon as this small script
 * has arrived (index.html loads it async), while the app's code is still on its way: the app
 * takes their answers when it makes the same calls at start (decision 0407). Before, they went
 * out only once that code had arrived and run, one round trip later than they could.
 */
sendEarly(auth.current.path);
// A page the server drew for the session carries the brand strings (decision 0415): asked for
// again, they would be an answer nobody reads.
if (!document.getElementById(DRAWN_DATA_ELEMENT_ID)) sendEarly(environment.config.path);
