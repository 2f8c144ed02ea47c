// Gunbai's pages: the table view and a seat's page. Every word comes from the server (in the language
// asked with ?lang=), every text is set with textContent (never as HTML). The page asks for its view
// every two seconds; a seat's form is drawn again only when the form itself changes, so what a player
// is typing survives the updates.
(function () {
  'use strict';
  var mode = document.body.getAttribute('data-mode');
  var base = location.pathname.replace(/\/+$/, '');
  var lang = new URLSearchParams(location.search).get('lang') || '';
  var q = lang ? '?lang=' + encodeURIComponent(lang) : '';
  var main = document.getElementById('main');
  var lost = document.getElementById('lost');
  var formsKey = null;
  var formsBox = null;
  var note = null;
  var words = null;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function section(title, cls) {
    var box = el('section', 'box ' + (cls || ''));
    if (title) box.appendChild(el('h2', '', title));
    return box;
  }

  function field(k) {
    var wrap = el('div', 'field');
    var id = 'k-' + k.name;
    var label = el('label', '', k.label);
    label.htmlFor = id;
    wrap.appendChild(label);
    var input;
    if (k.candidates && k.candidates.length) {
      input = el('select');
      if (!k.required) input.appendChild(el('option', '', ''));
      k.candidates.forEach(function (c) {
        var o = el('option', '', c.text);
        o.value = c.value;
        input.appendChild(o);
      });
    } else if (k.kind === 'bool') {
      input = el('input');
      input.type = 'checkbox';
    } else {
      input = el('input');
      input.type = k.kind === 'int' ? 'number' : 'text';
      if (k.min !== null && k.min !== undefined) input.min = k.min;
      if (k.max !== null && k.max !== undefined) input.max = k.max;
    }
    input.id = id;
    input.name = k.name;
    input.dataset.kind = k.kind;
    wrap.appendChild(input);
    if (k.help) wrap.appendChild(el('div', 'help', k.help));
    return wrap;
  }

  function drawForm(f, v) {
    var box = section(f.label + ' (' + f.rule + ')', 'orders');
    var form = el('form');
    f.keys.forEach(function (k) { form.appendChild(field(k)); });
    var send = el('button', '', v.words.send);
    send.type = 'submit';
    form.appendChild(send);
    var said = el('p', '');
    form.appendChild(said);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var values = {};
      Array.prototype.forEach.call(form.elements, function (i) {
        if (!i.name) return;
        values[i.name] = i.type === 'checkbox' ? (i.checked ? 'true' : 'false') : i.value;
      });
      send.disabled = true;
      fetch(base + '/act' + q, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: f.action, values: values })
      }).then(function (r) { return r.json(); }).then(function (a) {
        send.disabled = false;
        if (a.ok) {
          note = { cls: 'ok', text: v.words.sent };
          formsKey = null;
          refresh();
        } else {
          said.className = 'error';
          said.textContent = a.error || '';
        }
      }).catch(function () {
        send.disabled = false;
        said.className = 'error';
        said.textContent = v.words.lost;
      });
    });
    box.appendChild(form);
    return box;
  }

  function drawSeat(v, into) {
    into.appendChild(el('h1', '', v.seat));
    var key = JSON.stringify([v.n, v.forms]);
    if (key !== formsKey || !formsBox) {
      formsKey = key;
      formsBox = el('div');
      if (v.forms.length) {
        // A new form to fill: the last "entered" note is old news.
        note = null;
        v.forms.forEach(function (f) { formsBox.appendChild(drawForm(f, v)); });
      } else {
        formsBox.appendChild(el('p', 'box', v.words.waiting));
      }
    }
    into.appendChild(formsBox);
    if (note) into.appendChild(el('p', note.cls, note.text));
    if (v.mine.length) {
      var box = section(v.words.yours, 'mine');
      v.mine.forEach(function (m) {
        box.appendChild(el('div', '', m.label));
        var ul = el('ul');
        m.keys.forEach(function (kv) { ul.appendChild(el('li', '', kv[0] + ': ' + kv[1])); });
        box.appendChild(ul);
        if (m.commitment) {
          box.appendChild(el('div', 'help', v.words.commitment));
          box.appendChild(el('div', 'hash', m.commitment));
        }
      });
      into.appendChild(box);
    }
  }

  function drawTable(v, into) {
    if (mode !== 'seat') into.appendChild(el('h1', '', v.title));
    var track = el('div', 'track');
    v.track.forEach(function (kv) {
      var s = el('span');
      s.appendChild(el('b', '', kv[0]));
      s.appendChild(document.createTextNode(kv[1]));
      track.appendChild(s);
    });
    if (v.phase) track.appendChild(el('span', '', v.phase));
    into.appendChild(track);
    if (v.winner) into.appendChild(el('p', 'step', v.winner));
    var step = section('', '');
    step.appendChild(el('div', 'step', v.step));
    v.hints.forEach(function (h) { step.appendChild(el('div', '', h)); });
    into.appendChild(step);
    if (v.last) {
      var last = section(v.words.last + ' · ' + v.last.action, '');
      if (v.last.dice) last.appendChild(el('div', 'step', v.last.dice));
      if (v.last.outcome) last.appendChild(el('div', 'step', '→ ' + v.last.outcome));
      v.last.lines.forEach(function (l) { last.appendChild(el('div', '', '· ' + l)); });
      into.appendChild(last);
    }
    if (v.table_now.length) {
      var now = section(v.words.now, 'now');
      v.table_now.forEach(function (l) { now.appendChild(el('div', '', '→ ' + l)); });
      into.appendChild(now);
    }
    var board = section(v.words.board, '');
    board.appendChild(el('pre', '', v.board));
    into.appendChild(board);
    var log = section(v.words.log, '');
    var ol = el('ol', 'log');
    v.log.forEach(function (l) { ol.appendChild(el('li', '', l)); });
    log.appendChild(ol);
    into.appendChild(log);
  }

  function render(v) {
    document.documentElement.lang = v.lang;
    words = v.words;
    var fresh = el('div');
    if (mode === 'seat') drawSeat(v, fresh);
    drawTable(v, fresh);
    main.replaceChildren(fresh);
    lost.hidden = true;
  }

  var timer = null;
  function refresh() {
    if (timer) clearTimeout(timer);
    fetch(base + '/view' + q, { cache: 'no-store' })
      .then(function (r) { if (!r.ok) throw r.status; return r.json(); })
      .then(function (v) { render(v); timer = setTimeout(refresh, 2000); })
      .catch(function () {
        lost.textContent = words ? words.lost : '…';
        lost.hidden = false;
        timer = setTimeout(refresh, 4000);
      });
  }
  refresh();
})();
