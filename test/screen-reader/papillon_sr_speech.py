"""A speech server for Orca that speaks nothing and writes what Orca would say.

Orca loads it through its `speechServerFactory` setting (set by the orca-customizations.py the
driver writes into Orca's fresh settings dir). Each call becomes one JSON line, with the wall
clock time in seconds, in the file named by $PAPILLON_SR_SPEECH:
  {"t": 1712.3, "kind": "speak", "text": "...", "interrupt": true}
  {"t": ..., "kind": "key", "text": "Right"}       (key echo: not speech about the app)
  {"t": ..., "kind": "char", "text": "h"}          (a character echoed)
  {"t": ..., "kind": "stop"}                       (Orca stops speech, e.g. on every key)
Orca's own code stays untouched.
"""
import json
import os
import time

from orca import speechserver

_out = None


def _write(kind, text=None, **extra):
    global _out
    if _out is None:
        _out = open(os.environ.get('PAPILLON_SR_SPEECH', '/dev/null'), 'a', buffering=1, encoding='utf-8')
    record = {'t': time.time(), 'kind': kind}
    if text is not None:
        record['text'] = text
    record.update(extra)
    _out.write(json.dumps(record, ensure_ascii=False) + '\n')


class SpeechServer(speechserver.SpeechServer):
    _instance = None

    @staticmethod
    def getFactoryName():
        return 'Papillon test capture'

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._instance = None

    def getInfo(self):
        return [self.getFactoryName(), 'capture']

    def getVoiceFamilies(self):
        return []

    def speakCharacter(self, character, acss=None):
        _write('char', character)

    def speakKeyEvent(self, event, acss=None):
        try:
            name = event.getKeyName()
        except Exception:
            name = str(getattr(event, 'event_string', '?'))
        _write('key', name)

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            _write('speak', text, interrupt=bool(interrupt))

    def sayAll(self, utteranceIterator, progressCallback):
        for context, acss in utteranceIterator:
            _write('speak', context.utterance, sayAll=True)
            progressCallback(context, speechserver.SayAllContext.COMPLETED)

    def stop(self):
        _write('stop')

    def shutdown(self):
        _write('shutdown')

    def reset(self, text=None, acss=None):
        pass
