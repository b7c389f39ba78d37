/* global self, fetch, createImageBitmap, OffscreenCanvas, setTimeout, clearTimeout */
// Draws Reelbeat's demo trailer (server/embed/trailer-page.ts) on the canvas trailer.js hands
// over, off the page's main thread: the title's backdrop in two slow camera moves that
// cross-fade every eight seconds, each with a soft glow, and a band of light that passes now
// and then. 12 frames a second on 480 × 270 pixels: the moves are slow, and fewer, smaller
// frames are what keeps the compositor's share low where it has no GPU.
'use strict';

var FRAME_MS = 1000 / 12;
var CYCLE_S = 16;
var LIGHT_S = 11;

var canvas = null;
var context = null;
var art = null;
var at = 0;
var startedAt = 0;
var playing = false;
var timer = 0;

function ease(p) {
  return p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2;
}

// The wide shot's share of the picture through a cycle: held, a 1-second cross-fade to the
// close shot, held, and back.
function wideShare(p) {
  if (p < 0.44) return 1;
  if (p < 0.5) return 1 - (p - 0.44) / 0.06;
  if (p < 0.94) return 0;
  return (p - 0.94) / 0.06;
}

// One shot: the art scaled by `scale` about (ox, oy), moved by (dx, dy) of the picture's size.
function shot(alpha, scale, ox, oy, dx, dy) {
  if (alpha <= 0) return;
  var w = canvas.width;
  var h = canvas.height;
  var x = ox * w * (1 - scale) + dx * w;
  var y = oy * h * (1 - scale) + dy * h;
  context.globalAlpha = alpha;
  context.drawImage(art, x, y, w * scale, h * scale);
}

// The art with its glow laid over once (a tiny copy, which the scaling blurs, a little larger
// and faint), so each frame draws one picture per shot.
function withGlow(full, tiny) {
  var w = canvas.width * 2;
  var h = canvas.height * 2;
  var layer = new OffscreenCanvas(w, h);
  var paint = layer.getContext('2d');
  paint.drawImage(full, 0, 0, w, h);
  paint.globalAlpha = 0.35;
  paint.drawImage(tiny, -w * 0.015, -h * 0.015, w * 1.03, h * 1.03);
  return layer.transferToImageBitmap();
}

function light(q) {
  if (q < 0.55) return;
  var w = canvas.width;
  var h = canvas.height;
  var band = w * 0.24;
  var x = -band + ease((q - 0.55) / 0.45) * (w + band * 2);
  var gradient = context.createLinearGradient(x, 0, x + band, 0);
  gradient.addColorStop(0, 'rgba(255,255,255,0)');
  gradient.addColorStop(0.5, 'rgba(255,255,255,0.09)');
  gradient.addColorStop(1, 'rgba(255,255,255,0)');
  context.globalAlpha = 1;
  context.setTransform(1, 0, -0.2, 1, h * 0.1, 0);
  context.fillStyle = gradient;
  context.fillRect(x, 0, band, h);
  context.setTransform(1, 0, 0, 1, 0, 0);
}

function draw() {
  if (!art) return;
  var t = at + (playing ? (Date.now() - startedAt) / 1000 : 0);
  var p = (t % CYCLE_S) / CYCLE_S;
  var e = ease(p < 0.5 ? p * 2 : 2 - p * 2);
  var wide = wideShare(p);
  context.clearRect(0, 0, canvas.width, canvas.height);
  shot(wide, 1.06 + 0.14 * e, 0.5, 0.5, 0.015 - 0.035 * e, 0.01 - 0.025 * e);
  shot(1 - wide, 1.5 - 0.2 * e, 0.8, 0.2, -0.02 + 0.03 * e, 0.02 - 0.03 * e);
  light((t % LIGHT_S) / LIGHT_S);
}

function frame() {
  draw();
  if (playing) timer = setTimeout(frame, FRAME_MS);
}

function setPlaying(next, seconds) {
  if (playing) at += (Date.now() - startedAt) / 1000;
  if (typeof seconds === 'number') at = seconds;
  clearTimeout(timer);
  playing = next;
  startedAt = Date.now();
  frame();
}

self.onmessage = function (event) {
  var message = event.data || {};
  if (message.type === 'start') {
    canvas = message.canvas;
    context = canvas.getContext('2d');
    fetch(message.art)
      .then(function (response) {
        if (!response.ok) throw new Error('no art');
        return response.blob();
      })
      .then(function (blob) {
        return Promise.all([
          createImageBitmap(blob),
          createImageBitmap(blob, { resizeWidth: 48, resizeHeight: 27, resizeQuality: 'low' }),
        ]);
      })
      .then(function (bitmaps) {
        art = withGlow(bitmaps[0], bitmaps[1]);
        self.postMessage({ type: 'drawn' });
        setPlaying(Boolean(message.playing), 0);
      })
      .catch(function () {
        self.postMessage({ type: 'failed' });
      });
  } else if (message.type === 'play') {
    setPlaying(true, message.at);
  } else if (message.type === 'pause') {
    setPlaying(false, message.at);
  }
};
