// Registers the gallery page's element; the page itself is demo/widgets.html.
import { defineElement } from '../../src/elements/define';
import { Gallery } from './gallery';

/**
 * @summary The widget gallery (demo only).
 */
defineElement('meet-widget-gallery', Gallery);
