(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('trace-data').textContent);
  var steps = data.steps, trees = data.trees;
  var timeline = document.getElementById('timeline');
  var search = document.getElementById('search');
  var selected = -1, query = '';
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  var failures = 0, transactions = 0;
  var rows = steps.map(function (s, i) {
    var li = el('li', 'step ' + s.kind + (s.failure ? ' failed' : ''));
    li.id = 'step-' + (i + 1);
    var a = el('a');
    a.href = '#step-' + (i + 1);
    a.appendChild(el('span', 'num', String(i + 1)));
    if (s.result) a.appendChild(el('span', 'badge ' + s.result, s.result));
    if (s.failure) { a.appendChild(el('span', 'badge failure', 'failed')); failures++; }
    if (s.kind === 'transaction') transactions++;
    a.appendChild(el('span', 'text', s.text));
    li.appendChild(a);
    timeline.appendChild(li);
    return li;
  });
  document.getElementById('summary').textContent = steps.length + ' steps, ' + transactions +
    ' transactions' + (failures ? ', ' + failures + ' failed' : '');

  function names(node, out) {
    if (node.t === 'screen') out.push(node.name);
    if (node.c) node.c.forEach(function (child) { names(child.t ? child : child.c, out); });
    return out;
  }
  var treeNames = trees.map(function (tree) {
    var out = names(tree.root, []);
    (tree.modals || []).forEach(function (m) { names(m.content, out); });
    return out.join('\n').toLowerCase();
  });

  function drawNode(node, step) {
    var added = step.added || [], changed = step.changed || [];
    function mark(e) {
      if (added.indexOf(node.id) >= 0) e.classList.add('added');
      else if (changed.indexOf(node.id) >= 0) e.classList.add('changed');
      return e;
    }
    if (node.t === 'screen') {
      var s = mark(el('div', 'screen ' + node.life));
      s.dataset.id = node.id;
      if (step.focusScreen === node.id) s.classList.add('focused');
      s.appendChild(el('span', 'name', node.name + (node.current ? ' ●' : '')));
      s.appendChild(el('span', 'life', node.life));
      if (query && node.name.toLowerCase().indexOf(query) >= 0) s.classList.add('found');
      return s;
    }
    var box = mark(el('div', 'box ' + node.t));
    box.dataset.id = node.id;
    if (node.t === 'stack') {
      box.appendChild(el('div', 'label', 'stack ' + node.id));
      var row = el('div', 'row');
      node.c.forEach(function (child, i) {
        if (i) row.appendChild(el('span', 'sep', '›'));
        row.appendChild(drawNode(child, step));
      });
      box.appendChild(row);
    } else if (node.t === 'tabs') {
      box.appendChild(el('div', 'label', (node.sidebar ? 'tabs (sidebar) ' : 'tabs ') + node.id));
      var bar = el('div', 'tabbar');
      node.c.forEach(function (tab) { bar.appendChild(el('span', tab.selected ? 'selected' : '', tab.name)); });
      box.appendChild(bar);
      node.c.forEach(function (tab) {
        var t = el('div', 'tab ' + (tab.selected ? 'selected' : 'unselected'));
        t.appendChild(el('div', 'label', tab.name + ' tab'));
        t.appendChild(drawNode(tab.c, step));
        box.appendChild(t);
      });
    } else if (node.t === 'pages') {
      box.appendChild(el('div', 'label', 'pages ' + node.id));
      var pages = el('div', 'row');
      node.c.forEach(function (page) { pages.appendChild(drawNode(page, step)); });
      box.appendChild(pages);
    } else if (node.t === 'split') {
      box.appendChild(el('div', 'label', 'split ' + node.id + ' (' + node.layout + ')'));
      var columns = el('div', 'row');
      node.c.forEach(function (column) {
        var c = el('div', 'column');
        c.appendChild(el('div', 'label', column.name));
        c.appendChild(drawNode(column.c, step));
        columns.appendChild(c);
      });
      box.appendChild(columns);
    }
    return box;
  }

  function dl(pairs) {
    var list = el('dl');
    pairs.forEach(function (p) {
      if (p[1] === undefined || p[1] === null || p[1] === '') return;
      list.appendChild(el('dt', '', p[0]));
      var dd = el('dd');
      if (p[0] === 'output') dd.appendChild(el('pre', '', p[1])); else dd.textContent = p[1];
      list.appendChild(dd);
    });
    return list;
  }

  // Tables keyed by the app's names are Maps: a plain object would answer `__proto__` or
  // `constructor` from its prototype.
  var graphNodes = new Map(), graphEdges = new Map();
  if (data.hasGraph) {
    document.querySelectorAll('#graph .node').forEach(function (n) { graphNodes.set(n.id.slice(2), n); });
    document.querySelectorAll('#graph .edge[id]').forEach(function (e) { graphEdges.set(e.id.slice(2), e); });
  }
  function drawPath(index) {
    if (!data.hasGraph) return;
    graphNodes.forEach(function (n) { n.classList.remove('visited', 'current'); });
    graphEdges.forEach(function (e) { e.classList.remove('walked'); });
    document.querySelectorAll('#graph .jump').forEach(function (j) { j.remove(); });
    var previous = null, jumps = new Map();
    for (var i = 0; i <= index; i++) {
      var node = steps[i].node;
      if (graphNodes.has(node)) graphNodes.get(node).classList.add('visited');
      if (previous !== null && previous !== node) {
        var edge = graphEdges.get(previous + '--' + node);
        if (edge) edge.classList.add('walked');
        else if (graphNodes.has(previous) && graphNodes.has(node)) jumps.set(previous + '--' + node, [previous, node]);
      }
      previous = node;
    }
    // A hop with no arrow (a tab tap, a link): a straight dashed jump between the screens.
    var layer = document.querySelector('#graph .edges');
    jumps.forEach(function (ends) {
      var a = graphNodes.get(ends[0]).querySelector('rect').getBBox();
      var b = graphNodes.get(ends[1]).querySelector('rect').getBBox();
      var jump = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      jump.setAttribute('class', 'edge walked jump');
      var forward = b.x > a.x + a.width, backward = b.x + b.width < a.x;
      var from = forward ? a.x + a.width : backward ? a.x : a.x + a.width / 2;
      var to = forward ? b.x : backward ? b.x + b.width : b.x + b.width / 2;
      var fromY = forward || backward ? a.y + a.height / 2 : b.y > a.y ? a.y + a.height : a.y;
      var toY = forward || backward ? b.y + b.height / 2 : b.y > a.y ? b.y : b.y + b.height;
      jump.setAttribute('d', 'M' + from + ',' + fromY + ' L' + to + ',' + toY);
      jump.setAttribute('marker-end', 'url(#arrow)');
      layer.appendChild(jump);
    });
    var current = graphNodes.get(steps[index].node);
    if (current) {
      current.classList.add('current');
      if (current.scrollIntoView) current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }

  function select(index) {
    if (!steps.length) return;
    index = Math.max(0, Math.min(steps.length - 1, index));
    if (selected >= 0) rows[selected].classList.remove('selected');
    selected = index;
    rows[index].classList.add('selected');
    rows[index].scrollIntoView({ block: 'nearest' });
    var step = steps[index], tree = trees[step.tree];
    var detail = document.getElementById('detail');
    detail.textContent = '';
    detail.appendChild(el('h2', '', 'Step ' + (index + 1) + ' of ' + steps.length + ' · ' + step.kind));
    detail.appendChild(dl([
      [step.kind === 'command' ? 'command' : 'transaction', step.text],
      ['cause', step.cause], ['result', step.result],
      ['guards', (step.guards || []).join(', ')], ['output', step.output],
      ['focus', step.focus], ['announced', (step.announced || []).join(' · ')]
    ]));
    var failure = document.getElementById('failure');
    failure.textContent = '';
    failure.hidden = !step.failure;
    if (step.failure) {
      failure.appendChild(el('b', '', 'Failed' + (step.failure.location ? ' at ' + step.failure.location : '')));
      failure.appendChild(dl([['expected', step.failure.expected], ['actual', step.failure.actual]]));
    }
    var holder = document.getElementById('tree');
    holder.textContent = '';
    holder.appendChild(drawNode(tree.root, step));
    (tree.modals || []).forEach(function (modal, level) {
      var dialog = modal.style === 'alert' || modal.style === 'confirmationDialog';
      var box = el('div', 'box modal' + (dialog ? ' dialog' : ''));
      box.appendChild(el('div', 'label', 'modal ' + (level + 1) + ' · ' + modal.style));
      box.appendChild(drawNode(modal.content, step));
      holder.appendChild(box);
    });
    document.getElementById('removed').textContent =
      step.removed ? 'Left the tree: ' + step.removed.join(', ') : '';
    drawPath(index);
    try { sessionStorage.setItem('waypoint-trace-follow', index === steps.length - 1 ? '1' : '0'); } catch (e) {}
  }

  function go(index) {
    index = Math.max(0, Math.min(steps.length - 1, index));
    history.replaceState(null, '', '#step-' + (index + 1));
    select(index);
  }
  function fromHash() {
    var m = /^#step-(\d+)$/.exec(location.hash);
    return m ? parseInt(m[1], 10) - 1 : null;
  }
  window.addEventListener('hashchange', function () {
    var index = fromHash();
    if (index !== null) select(index);
  });
  document.addEventListener('keydown', function (event) {
    if (event.target === search) {
      if (event.key === 'Escape') { search.value = ''; find(''); search.blur(); }
      if (event.key === 'Enter') { nextMatch(); event.preventDefault(); }
      return;
    }
    var moves = new Map([['ArrowRight', 1], ['ArrowDown', 1], ['ArrowLeft', -1], ['ArrowUp', -1]]);
    if (moves.has(event.key)) go(selected + moves.get(event.key));
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(steps.length - 1);
    else if (event.key === '/') { search.focus(); }
    else return;
    event.preventDefault();
  });

  function matches(i) { return query !== '' && treeNames[steps[i].tree].indexOf(query) >= 0; }
  function find(text) {
    query = text.trim().toLowerCase();
    rows.forEach(function (row, i) { row.classList.toggle('dim', query !== '' && !matches(i)); });
    graphNodes.forEach(function (n) {
      var name = (n.dataset.name || '').toLowerCase();
      n.classList.toggle('found', query !== '' && name.indexOf(query) >= 0);
    });
    if (selected >= 0) select(selected);
  }
  function nextMatch() {
    for (var n = 1; n <= steps.length; n++) {
      var i = (selected + n) % steps.length;
      if (matches(i)) { go(i); return; }
    }
  }
  search.addEventListener('input', function () { find(search.value); });

  // A page that showed its last step follows the new last step when it reloads itself
  // (the shell rewrote it; its last version is no longer live); a live page opens on its
  // last step; otherwise the anchor decides, or the failure, or the last step.
  var start = fromHash(), follow = null;
  try { follow = sessionStorage.getItem('waypoint-trace-follow'); } catch (e) {}
  var navigation = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  var reloaded = navigation ? navigation.type === 'reload' : false;
  if ((reloaded && follow === '1') || (data.live && start === null)) start = steps.length - 1;
  if (start === null) {
    var failed = steps.findIndex(function (s) { return s.failure; });
    start = failed >= 0 ? failed : steps.length - 1;
  }
  if (steps.length) go(start);
  document.body.dataset.ready = 'true';
  window.waypointTraceReady = performance.now();
  if (data.live) setTimeout(function () { location.reload(); }, 1000);
})();
