# Generated from SubstraitExpr.g4 by ANTLR 4.13.1
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,92,611,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,1,0,1,0,1,0,1,0,3,0,77,8,0,3,0,79,8,0,1,
        0,1,0,1,1,1,1,1,1,1,2,1,2,1,2,1,3,1,3,1,4,1,4,1,4,5,4,94,8,4,10,
        4,12,4,97,9,4,1,5,1,5,1,5,5,5,102,8,5,10,5,12,5,105,9,5,1,6,1,6,
        5,6,109,8,6,10,6,12,6,112,9,6,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,
        7,3,7,123,8,7,1,7,1,7,1,7,3,7,128,8,7,1,7,1,7,1,7,3,7,133,8,7,1,
        7,1,7,1,7,1,7,3,7,139,8,7,1,7,1,7,1,7,1,7,1,7,1,7,3,7,147,8,7,1,
        7,1,7,1,7,3,7,152,8,7,1,7,1,7,1,7,1,7,1,7,5,7,159,8,7,10,7,12,7,
        162,9,7,1,7,3,7,165,8,7,1,7,1,7,1,7,3,7,170,8,7,1,7,1,7,3,7,174,
        8,7,1,8,1,8,1,8,3,8,179,8,8,1,9,1,9,1,10,1,10,1,10,1,10,3,10,187,
        8,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,
        1,10,1,10,1,10,3,10,204,8,10,1,10,1,10,3,10,208,8,10,1,10,1,10,1,
        10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,1,10,5,10,223,8,
        10,10,10,12,10,226,9,10,1,11,1,11,3,11,230,8,11,1,11,1,11,1,11,5,
        11,235,8,11,10,11,12,11,238,9,11,1,12,1,12,3,12,242,8,12,1,13,1,
        13,1,13,3,13,247,8,13,1,13,3,13,250,8,13,1,13,1,13,1,14,1,14,1,14,
        1,14,3,14,258,8,14,1,15,1,15,1,15,1,15,1,15,1,15,1,15,1,15,5,15,
        268,8,15,10,15,12,15,271,9,15,1,15,3,15,274,8,15,3,15,276,8,15,1,
        15,1,15,1,15,3,15,281,8,15,1,15,1,15,1,15,1,15,5,15,287,8,15,10,
        15,12,15,290,9,15,1,15,3,15,293,8,15,3,15,295,8,15,1,15,1,15,1,15,
        1,15,1,15,1,15,1,15,1,15,1,15,1,15,1,15,1,15,3,15,309,8,15,1,15,
        1,15,1,15,1,15,1,15,1,15,3,15,317,8,15,1,15,1,15,1,15,1,15,1,15,
        1,15,1,15,4,15,326,8,15,11,15,12,15,327,1,15,1,15,3,15,332,8,15,
        1,15,1,15,1,15,1,15,1,15,1,15,4,15,340,8,15,11,15,12,15,341,1,15,
        1,15,3,15,346,8,15,1,15,1,15,1,15,1,15,1,15,1,15,1,15,1,15,1,15,
        4,15,357,8,15,11,15,12,15,358,1,15,1,15,3,15,363,8,15,1,15,1,15,
        1,15,1,15,1,15,1,15,1,15,3,15,372,8,15,1,15,1,15,1,15,1,15,1,15,
        1,15,1,15,3,15,381,8,15,3,15,383,8,15,1,16,1,16,1,17,1,17,1,17,1,
        17,3,17,391,8,17,1,17,1,17,1,18,1,18,1,18,3,18,398,8,18,1,18,1,18,
        1,18,3,18,403,8,18,1,18,1,18,3,18,407,8,18,1,18,3,18,410,8,18,1,
        18,3,18,413,8,18,1,19,1,19,1,19,1,19,1,19,1,19,1,19,3,19,422,8,19,
        1,20,1,20,3,20,426,8,20,1,20,1,20,1,20,5,20,431,8,20,10,20,12,20,
        434,9,20,1,20,1,20,1,20,1,20,1,20,5,20,441,8,20,10,20,12,20,444,
        9,20,3,20,446,8,20,3,20,448,8,20,1,21,1,21,1,21,1,21,5,21,454,8,
        21,10,21,12,21,457,9,21,1,21,1,21,1,22,1,22,1,22,1,22,1,23,1,23,
        1,23,1,23,1,23,1,23,1,24,1,24,1,24,1,24,1,24,1,24,3,24,477,8,24,
        1,25,1,25,1,25,1,25,1,25,5,25,484,8,25,10,25,12,25,487,9,25,3,25,
        489,8,25,1,25,1,25,1,25,1,25,1,25,5,25,496,8,25,10,25,12,25,499,
        9,25,3,25,501,8,25,1,25,3,25,504,8,25,1,26,1,26,3,26,508,8,26,1,
        26,1,26,3,26,512,8,26,1,27,1,27,1,27,1,27,1,27,1,27,1,27,3,27,521,
        8,27,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,3,28,532,8,28,
        1,29,1,29,3,29,536,8,29,1,29,3,29,539,8,29,1,30,1,30,3,30,543,8,
        30,1,31,1,31,1,31,1,31,5,31,549,8,31,10,31,12,31,552,9,31,3,31,554,
        8,31,1,31,1,31,3,31,558,8,31,1,31,1,31,1,32,1,32,1,32,1,32,1,32,
        1,32,5,32,568,8,32,10,32,12,32,571,9,32,1,32,1,32,3,32,575,8,32,
        1,33,1,33,3,33,579,8,33,1,34,1,34,1,35,1,35,1,35,1,35,1,35,1,35,
        1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,1,35,
        1,35,1,35,1,35,1,35,1,35,1,35,1,35,3,35,609,8,35,1,35,0,1,20,36,
        0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,
        46,48,50,52,54,56,58,60,62,64,66,68,70,0,16,1,0,2,3,1,0,43,45,1,
        0,7,8,1,0,77,83,2,0,4,4,73,73,1,0,74,76,1,0,72,73,1,0,46,47,1,0,
        21,22,2,0,6,8,51,56,2,0,9,9,43,43,2,0,30,31,42,42,1,0,33,34,1,0,
        35,36,1,0,38,39,2,0,24,27,30,50,715,0,72,1,0,0,0,2,82,1,0,0,0,4,
        85,1,0,0,0,6,88,1,0,0,0,8,90,1,0,0,0,10,98,1,0,0,0,12,106,1,0,0,
        0,14,173,1,0,0,0,16,178,1,0,0,0,18,180,1,0,0,0,20,186,1,0,0,0,22,
        229,1,0,0,0,24,241,1,0,0,0,26,243,1,0,0,0,28,257,1,0,0,0,30,382,
        1,0,0,0,32,384,1,0,0,0,34,386,1,0,0,0,36,397,1,0,0,0,38,421,1,0,
        0,0,40,447,1,0,0,0,42,449,1,0,0,0,44,460,1,0,0,0,46,464,1,0,0,0,
        48,470,1,0,0,0,50,488,1,0,0,0,52,505,1,0,0,0,54,513,1,0,0,0,56,531,
        1,0,0,0,58,533,1,0,0,0,60,542,1,0,0,0,62,544,1,0,0,0,64,574,1,0,
        0,0,66,578,1,0,0,0,68,580,1,0,0,0,70,608,1,0,0,0,72,78,3,6,3,0,73,
        76,5,23,0,0,74,77,3,66,33,0,75,77,5,57,0,0,76,74,1,0,0,0,76,75,1,
        0,0,0,77,79,1,0,0,0,78,73,1,0,0,0,78,79,1,0,0,0,79,80,1,0,0,0,80,
        81,5,0,0,1,81,1,1,0,0,0,82,83,3,58,29,0,83,84,5,0,0,1,84,3,1,0,0,
        0,85,86,3,52,26,0,86,87,5,0,0,1,87,5,1,0,0,0,88,89,3,8,4,0,89,7,
        1,0,0,0,90,95,3,10,5,0,91,92,7,0,0,0,92,94,3,10,5,0,93,91,1,0,0,
        0,94,97,1,0,0,0,95,93,1,0,0,0,95,96,1,0,0,0,96,9,1,0,0,0,97,95,1,
        0,0,0,98,103,3,12,6,0,99,100,5,1,0,0,100,102,3,12,6,0,101,99,1,0,
        0,0,102,105,1,0,0,0,103,101,1,0,0,0,103,104,1,0,0,0,104,11,1,0,0,
        0,105,103,1,0,0,0,106,110,3,20,10,0,107,109,3,14,7,0,108,107,1,0,
        0,0,109,112,1,0,0,0,110,108,1,0,0,0,110,111,1,0,0,0,111,13,1,0,0,
        0,112,110,1,0,0,0,113,114,3,18,9,0,114,115,7,1,0,0,115,116,3,34,
        17,0,116,174,1,0,0,0,117,118,3,18,9,0,118,119,3,20,10,0,119,174,
        1,0,0,0,120,122,5,5,0,0,121,123,5,4,0,0,122,121,1,0,0,0,122,123,
        1,0,0,0,123,124,1,0,0,0,124,174,5,6,0,0,125,127,5,5,0,0,126,128,
        5,4,0,0,127,126,1,0,0,0,127,128,1,0,0,0,128,129,1,0,0,0,129,174,
        7,2,0,0,130,132,5,5,0,0,131,133,5,4,0,0,132,131,1,0,0,0,132,133,
        1,0,0,0,133,134,1,0,0,0,134,135,5,9,0,0,135,136,5,10,0,0,136,174,
        3,20,10,0,137,139,5,4,0,0,138,137,1,0,0,0,138,139,1,0,0,0,139,140,
        1,0,0,0,140,141,5,11,0,0,141,142,3,20,10,0,142,143,5,1,0,0,143,144,
        3,20,10,0,144,174,1,0,0,0,145,147,5,4,0,0,146,145,1,0,0,0,146,147,
        1,0,0,0,147,148,1,0,0,0,148,149,5,12,0,0,149,174,3,34,17,0,150,152,
        5,4,0,0,151,150,1,0,0,0,151,152,1,0,0,0,152,153,1,0,0,0,153,154,
        5,12,0,0,154,155,5,66,0,0,155,160,3,16,8,0,156,157,5,64,0,0,157,
        159,3,16,8,0,158,156,1,0,0,0,159,162,1,0,0,0,160,158,1,0,0,0,160,
        161,1,0,0,0,161,164,1,0,0,0,162,160,1,0,0,0,163,165,5,64,0,0,164,
        163,1,0,0,0,164,165,1,0,0,0,165,166,1,0,0,0,166,167,5,67,0,0,167,
        174,1,0,0,0,168,170,5,4,0,0,169,168,1,0,0,0,169,170,1,0,0,0,170,
        171,1,0,0,0,171,172,5,13,0,0,172,174,3,20,10,0,173,113,1,0,0,0,173,
        117,1,0,0,0,173,120,1,0,0,0,173,125,1,0,0,0,173,130,1,0,0,0,173,
        138,1,0,0,0,173,146,1,0,0,0,173,151,1,0,0,0,173,169,1,0,0,0,174,
        15,1,0,0,0,175,179,5,92,0,0,176,179,3,32,16,0,177,179,3,6,3,0,178,
        175,1,0,0,0,178,176,1,0,0,0,178,177,1,0,0,0,179,17,1,0,0,0,180,181,
        7,3,0,0,181,19,1,0,0,0,182,183,6,10,-1,0,183,187,3,30,15,0,184,185,
        7,4,0,0,185,187,3,20,10,4,186,182,1,0,0,0,186,184,1,0,0,0,187,224,
        1,0,0,0,188,189,10,3,0,0,189,190,7,5,0,0,190,223,3,20,10,4,191,192,
        10,2,0,0,192,193,7,6,0,0,193,223,3,20,10,3,194,195,10,1,0,0,195,
        196,5,71,0,0,196,223,3,20,10,2,197,198,10,9,0,0,198,199,5,62,0,0,
        199,223,3,58,29,0,200,201,10,8,0,0,201,203,5,68,0,0,202,204,3,6,
        3,0,203,202,1,0,0,0,203,204,1,0,0,0,204,205,1,0,0,0,205,207,5,63,
        0,0,206,208,3,6,3,0,207,206,1,0,0,0,207,208,1,0,0,0,208,209,1,0,
        0,0,209,223,5,69,0,0,210,211,10,7,0,0,211,212,5,68,0,0,212,213,3,
        6,3,0,213,214,5,69,0,0,214,223,1,0,0,0,215,216,10,6,0,0,216,217,
        5,65,0,0,217,223,3,28,14,0,218,219,10,5,0,0,219,220,4,10,8,0,220,
        221,5,63,0,0,221,223,3,22,11,0,222,188,1,0,0,0,222,191,1,0,0,0,222,
        194,1,0,0,0,222,197,1,0,0,0,222,200,1,0,0,0,222,210,1,0,0,0,222,
        215,1,0,0,0,222,218,1,0,0,0,223,226,1,0,0,0,224,222,1,0,0,0,224,
        225,1,0,0,0,225,21,1,0,0,0,226,224,1,0,0,0,227,230,3,24,12,0,228,
        230,3,26,13,0,229,227,1,0,0,0,229,228,1,0,0,0,230,236,1,0,0,0,231,
        232,5,65,0,0,232,235,3,24,12,0,233,235,3,26,13,0,234,231,1,0,0,0,
        234,233,1,0,0,0,235,238,1,0,0,0,236,234,1,0,0,0,236,237,1,0,0,0,
        237,23,1,0,0,0,238,236,1,0,0,0,239,242,3,70,35,0,240,242,5,57,0,
        0,241,239,1,0,0,0,241,240,1,0,0,0,242,25,1,0,0,0,243,249,5,68,0,
        0,244,250,5,56,0,0,245,247,5,73,0,0,246,245,1,0,0,0,246,247,1,0,
        0,0,247,248,1,0,0,0,248,250,5,55,0,0,249,244,1,0,0,0,249,246,1,0,
        0,0,250,251,1,0,0,0,251,252,5,69,0,0,252,27,1,0,0,0,253,258,3,66,
        33,0,254,258,5,57,0,0,255,258,5,55,0,0,256,258,5,54,0,0,257,253,
        1,0,0,0,257,254,1,0,0,0,257,255,1,0,0,0,257,256,1,0,0,0,258,29,1,
        0,0,0,259,383,3,32,16,0,260,383,3,34,17,0,261,262,7,7,0,0,262,383,
        3,34,17,0,263,275,5,66,0,0,264,269,3,6,3,0,265,266,5,64,0,0,266,
        268,3,6,3,0,267,265,1,0,0,0,268,271,1,0,0,0,269,267,1,0,0,0,269,
        270,1,0,0,0,270,273,1,0,0,0,271,269,1,0,0,0,272,274,5,64,0,0,273,
        272,1,0,0,0,273,274,1,0,0,0,274,276,1,0,0,0,275,264,1,0,0,0,275,
        276,1,0,0,0,276,277,1,0,0,0,277,280,5,67,0,0,278,279,5,70,0,0,279,
        281,3,6,3,0,280,278,1,0,0,0,280,281,1,0,0,0,281,383,1,0,0,0,282,
        294,5,68,0,0,283,288,3,6,3,0,284,285,5,64,0,0,285,287,3,6,3,0,286,
        284,1,0,0,0,287,290,1,0,0,0,288,286,1,0,0,0,288,289,1,0,0,0,289,
        292,1,0,0,0,290,288,1,0,0,0,291,293,5,64,0,0,292,291,1,0,0,0,292,
        293,1,0,0,0,293,295,1,0,0,0,294,283,1,0,0,0,294,295,1,0,0,0,295,
        296,1,0,0,0,296,383,5,69,0,0,297,298,3,66,33,0,298,299,5,70,0,0,
        299,300,3,6,3,0,300,383,1,0,0,0,301,302,7,8,0,0,302,303,5,66,0,0,
        303,304,3,6,3,0,304,305,5,23,0,0,305,306,3,58,29,0,306,308,5,67,
        0,0,307,309,3,42,21,0,308,307,1,0,0,0,308,309,1,0,0,0,309,383,1,
        0,0,0,310,311,5,14,0,0,311,312,3,6,3,0,312,313,5,15,0,0,313,316,
        3,6,3,0,314,315,5,16,0,0,315,317,3,6,3,0,316,314,1,0,0,0,316,317,
        1,0,0,0,317,383,1,0,0,0,318,319,5,20,0,0,319,325,3,6,3,0,320,321,
        5,17,0,0,321,322,3,6,3,0,322,323,5,15,0,0,323,324,3,6,3,0,324,326,
        1,0,0,0,325,320,1,0,0,0,326,327,1,0,0,0,327,325,1,0,0,0,327,328,
        1,0,0,0,328,331,1,0,0,0,329,330,5,16,0,0,330,332,3,6,3,0,331,329,
        1,0,0,0,331,332,1,0,0,0,332,383,1,0,0,0,333,339,5,17,0,0,334,335,
        5,18,0,0,335,336,3,6,3,0,336,337,5,15,0,0,337,338,3,6,3,0,338,340,
        1,0,0,0,339,334,1,0,0,0,340,341,1,0,0,0,341,339,1,0,0,0,341,342,
        1,0,0,0,342,345,1,0,0,0,343,344,5,16,0,0,344,346,3,6,3,0,345,343,
        1,0,0,0,345,346,1,0,0,0,346,347,1,0,0,0,347,348,5,19,0,0,348,383,
        1,0,0,0,349,350,5,17,0,0,350,356,3,6,3,0,351,352,5,18,0,0,352,353,
        3,6,3,0,353,354,5,15,0,0,354,355,3,6,3,0,355,357,1,0,0,0,356,351,
        1,0,0,0,357,358,1,0,0,0,358,356,1,0,0,0,358,359,1,0,0,0,359,362,
        1,0,0,0,360,361,5,16,0,0,361,363,3,6,3,0,362,360,1,0,0,0,362,363,
        1,0,0,0,363,364,1,0,0,0,364,365,5,19,0,0,365,383,1,0,0,0,366,367,
        5,49,0,0,367,368,5,56,0,0,368,371,3,66,33,0,369,370,5,50,0,0,370,
        372,3,66,33,0,371,369,1,0,0,0,371,372,1,0,0,0,372,383,1,0,0,0,373,
        383,3,36,18,0,374,383,5,58,0,0,375,376,5,59,0,0,376,377,5,65,0,0,
        377,383,3,28,14,0,378,381,3,66,33,0,379,381,5,57,0,0,380,378,1,0,
        0,0,380,379,1,0,0,0,381,383,1,0,0,0,382,259,1,0,0,0,382,260,1,0,
        0,0,382,261,1,0,0,0,382,263,1,0,0,0,382,282,1,0,0,0,382,297,1,0,
        0,0,382,301,1,0,0,0,382,310,1,0,0,0,382,318,1,0,0,0,382,333,1,0,
        0,0,382,349,1,0,0,0,382,366,1,0,0,0,382,373,1,0,0,0,382,374,1,0,
        0,0,382,375,1,0,0,0,382,380,1,0,0,0,383,31,1,0,0,0,384,385,7,9,0,
        0,385,33,1,0,0,0,386,387,5,66,0,0,387,390,5,48,0,0,388,391,3,66,
        33,0,389,391,5,57,0,0,390,388,1,0,0,0,390,389,1,0,0,0,391,392,1,
        0,0,0,392,393,5,67,0,0,393,35,1,0,0,0,394,395,3,66,33,0,395,396,
        5,65,0,0,396,398,1,0,0,0,397,394,1,0,0,0,397,398,1,0,0,0,398,399,
        1,0,0,0,399,400,3,38,19,0,400,402,5,66,0,0,401,403,3,40,20,0,402,
        401,1,0,0,0,402,403,1,0,0,0,403,404,1,0,0,0,404,406,5,67,0,0,405,
        407,3,42,21,0,406,405,1,0,0,0,406,407,1,0,0,0,407,409,1,0,0,0,408,
        410,3,46,23,0,409,408,1,0,0,0,409,410,1,0,0,0,410,412,1,0,0,0,411,
        413,3,48,24,0,412,411,1,0,0,0,412,413,1,0,0,0,413,37,1,0,0,0,414,
        422,3,66,33,0,415,422,5,1,0,0,416,422,5,2,0,0,417,422,5,3,0,0,418,
        422,5,4,0,0,419,422,5,13,0,0,420,422,5,11,0,0,421,414,1,0,0,0,421,
        415,1,0,0,0,421,416,1,0,0,0,421,417,1,0,0,0,421,418,1,0,0,0,421,
        419,1,0,0,0,421,420,1,0,0,0,422,39,1,0,0,0,423,448,5,74,0,0,424,
        426,7,10,0,0,425,424,1,0,0,0,425,426,1,0,0,0,426,427,1,0,0,0,427,
        432,3,6,3,0,428,429,5,64,0,0,429,431,3,6,3,0,430,428,1,0,0,0,431,
        434,1,0,0,0,432,430,1,0,0,0,432,433,1,0,0,0,433,445,1,0,0,0,434,
        432,1,0,0,0,435,436,5,29,0,0,436,437,5,28,0,0,437,442,3,52,26,0,
        438,439,5,64,0,0,439,441,3,52,26,0,440,438,1,0,0,0,441,444,1,0,0,
        0,442,440,1,0,0,0,442,443,1,0,0,0,443,446,1,0,0,0,444,442,1,0,0,
        0,445,435,1,0,0,0,445,446,1,0,0,0,446,448,1,0,0,0,447,423,1,0,0,
        0,447,425,1,0,0,0,448,41,1,0,0,0,449,450,5,68,0,0,450,455,3,44,22,
        0,451,452,5,64,0,0,452,454,3,44,22,0,453,451,1,0,0,0,454,457,1,0,
        0,0,455,453,1,0,0,0,455,456,1,0,0,0,456,458,1,0,0,0,457,455,1,0,
        0,0,458,459,5,69,0,0,459,43,1,0,0,0,460,461,3,66,33,0,461,462,5,
        63,0,0,462,463,3,70,35,0,463,45,1,0,0,0,464,465,5,24,0,0,465,466,
        5,66,0,0,466,467,5,25,0,0,467,468,3,6,3,0,468,469,5,67,0,0,469,47,
        1,0,0,0,470,476,5,26,0,0,471,477,3,66,33,0,472,473,5,66,0,0,473,
        474,3,50,25,0,474,475,5,67,0,0,475,477,1,0,0,0,476,471,1,0,0,0,476,
        472,1,0,0,0,477,49,1,0,0,0,478,479,5,27,0,0,479,480,5,28,0,0,480,
        485,3,6,3,0,481,482,5,64,0,0,482,484,3,6,3,0,483,481,1,0,0,0,484,
        487,1,0,0,0,485,483,1,0,0,0,485,486,1,0,0,0,486,489,1,0,0,0,487,
        485,1,0,0,0,488,478,1,0,0,0,488,489,1,0,0,0,489,500,1,0,0,0,490,
        491,5,29,0,0,491,492,5,28,0,0,492,497,3,52,26,0,493,494,5,64,0,0,
        494,496,3,52,26,0,495,493,1,0,0,0,496,499,1,0,0,0,497,495,1,0,0,
        0,497,498,1,0,0,0,498,501,1,0,0,0,499,497,1,0,0,0,500,490,1,0,0,
        0,500,501,1,0,0,0,501,503,1,0,0,0,502,504,3,54,27,0,503,502,1,0,
        0,0,503,504,1,0,0,0,504,51,1,0,0,0,505,507,3,6,3,0,506,508,7,11,
        0,0,507,506,1,0,0,0,507,508,1,0,0,0,508,511,1,0,0,0,509,510,5,32,
        0,0,510,512,7,12,0,0,511,509,1,0,0,0,511,512,1,0,0,0,512,53,1,0,
        0,0,513,520,7,13,0,0,514,515,5,11,0,0,515,516,3,56,28,0,516,517,
        5,1,0,0,517,518,3,56,28,0,518,521,1,0,0,0,519,521,3,56,28,0,520,
        514,1,0,0,0,520,519,1,0,0,0,521,55,1,0,0,0,522,523,5,37,0,0,523,
        532,5,38,0,0,524,525,5,37,0,0,525,532,5,39,0,0,526,527,5,40,0,0,
        527,532,5,41,0,0,528,529,3,20,10,0,529,530,7,14,0,0,530,532,1,0,
        0,0,531,522,1,0,0,0,531,524,1,0,0,0,531,526,1,0,0,0,531,528,1,0,
        0,0,532,57,1,0,0,0,533,535,3,60,30,0,534,536,5,84,0,0,535,534,1,
        0,0,0,535,536,1,0,0,0,536,538,1,0,0,0,537,539,3,62,31,0,538,537,
        1,0,0,0,538,539,1,0,0,0,539,59,1,0,0,0,540,543,3,66,33,0,541,543,
        5,60,0,0,542,540,1,0,0,0,542,541,1,0,0,0,543,61,1,0,0,0,544,553,
        5,82,0,0,545,550,3,64,32,0,546,547,5,64,0,0,547,549,3,64,32,0,548,
        546,1,0,0,0,549,552,1,0,0,0,550,548,1,0,0,0,550,551,1,0,0,0,551,
        554,1,0,0,0,552,550,1,0,0,0,553,545,1,0,0,0,553,554,1,0,0,0,554,
        557,1,0,0,0,555,556,5,70,0,0,556,558,3,58,29,0,557,555,1,0,0,0,557,
        558,1,0,0,0,558,559,1,0,0,0,559,560,5,83,0,0,560,63,1,0,0,0,561,
        575,5,55,0,0,562,575,3,58,29,0,563,564,5,66,0,0,564,569,3,58,29,
        0,565,566,5,64,0,0,566,568,3,58,29,0,567,565,1,0,0,0,568,571,1,0,
        0,0,569,567,1,0,0,0,569,570,1,0,0,0,570,572,1,0,0,0,571,569,1,0,
        0,0,572,573,5,67,0,0,573,575,1,0,0,0,574,561,1,0,0,0,574,562,1,0,
        0,0,574,563,1,0,0,0,575,65,1,0,0,0,576,579,5,61,0,0,577,579,3,68,
        34,0,578,576,1,0,0,0,578,577,1,0,0,0,579,67,1,0,0,0,580,581,7,15,
        0,0,581,69,1,0,0,0,582,609,3,66,33,0,583,609,5,1,0,0,584,609,5,2,
        0,0,585,609,5,3,0,0,586,609,5,4,0,0,587,609,5,5,0,0,588,609,5,6,
        0,0,589,609,5,7,0,0,590,609,5,8,0,0,591,609,5,9,0,0,592,609,5,10,
        0,0,593,609,5,11,0,0,594,609,5,12,0,0,595,609,5,13,0,0,596,609,5,
        14,0,0,597,609,5,15,0,0,598,609,5,16,0,0,599,609,5,17,0,0,600,609,
        5,18,0,0,601,609,5,19,0,0,602,609,5,20,0,0,603,609,5,21,0,0,604,
        609,5,22,0,0,605,609,5,23,0,0,606,609,5,28,0,0,607,609,5,29,0,0,
        608,582,1,0,0,0,608,583,1,0,0,0,608,584,1,0,0,0,608,585,1,0,0,0,
        608,586,1,0,0,0,608,587,1,0,0,0,608,588,1,0,0,0,608,589,1,0,0,0,
        608,590,1,0,0,0,608,591,1,0,0,0,608,592,1,0,0,0,608,593,1,0,0,0,
        608,594,1,0,0,0,608,595,1,0,0,0,608,596,1,0,0,0,608,597,1,0,0,0,
        608,598,1,0,0,0,608,599,1,0,0,0,608,600,1,0,0,0,608,601,1,0,0,0,
        608,602,1,0,0,0,608,603,1,0,0,0,608,604,1,0,0,0,608,605,1,0,0,0,
        608,606,1,0,0,0,608,607,1,0,0,0,609,71,1,0,0,0,79,76,78,95,103,110,
        122,127,132,138,146,151,160,164,169,173,178,186,203,207,222,224,
        229,234,236,241,246,249,257,269,273,275,280,288,292,294,308,316,
        327,331,341,345,358,362,371,380,382,390,397,402,406,409,412,421,
        425,432,442,445,447,455,476,485,488,497,500,503,507,511,520,531,
        535,538,542,550,553,557,569,574,578,608
    ]

class SubstraitExprParser ( Parser ):

    grammarFileName = "SubstraitExpr.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "'and'", "'or'", "'xor'", "'not'", "'is'", 
                     "'null'", "'true'", "'false'", "'distinct'", "'from'", 
                     "'between'", "'in'", "'like'", "'if'", "'then'", "'else'", 
                     "'case'", "'when'", "'end'", "'switch'", "'cast'", 
                     "'try_cast'", "'as'", "'filter'", "'where'", "'over'", 
                     "'partition'", "'by'", "'order'", "'asc'", "'desc'", 
                     "'nulls'", "'first'", "'last'", "'rows'", "'range'", 
                     "'unbounded'", "'preceding'", "'following'", "'current'", 
                     "'row'", "'clustered'", "'all'", "'any'", "'some'", 
                     "'exists'", "'unique'", "'table'", "'interval'", "'to'", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "'::'", "':'", 
                     "','", "'.'", "'('", "')'", "'['", "']'", "'->'", "'||'", 
                     "'+'", "'-'", "'*'", "'/'", "'%'", "'='", "'!='", "'<>'", 
                     "'<='", "'>='", "'<'", "'>'", "'?'" ]

    symbolicNames = [ "<INVALID>", "AND", "OR", "XOR", "NOT", "IS", "NULL", 
                      "TRUE", "FALSE", "DISTINCT", "FROM", "BETWEEN", "IN", 
                      "LIKE", "IF", "THEN", "ELSE", "CASE", "WHEN", "END", 
                      "SWITCH", "CAST", "TRY_CAST", "AS", "FILTER", "WHERE", 
                      "OVER", "PARTITION", "BY", "ORDER", "ASC", "DESC", 
                      "NULLS", "FIRST", "LAST", "ROWS", "RANGE", "UNBOUNDED", 
                      "PRECEDING", "FOLLOWING", "CURRENT", "ROW", "CLUSTERED", 
                      "ALL", "ANY", "SOME", "EXISTS", "UNIQUE", "TABLE", 
                      "INTERVAL", "TO", "TIMESTAMP_LIT", "DATE_LIT", "TIME_LIT", 
                      "DECIMAL_LIT", "INTEGER", "STRING", "QUOTED_IDENT", 
                      "POSITIONAL", "OUTER", "USER_TYPE", "IDENT", "DOUBLE_COLON", 
                      "COLON", "COMMA", "DOT", "LPAREN", "RPAREN", "LBRACKET", 
                      "RBRACKET", "ARROW", "CONCAT", "PLUS", "MINUS", "STAR", 
                      "SLASH", "PERCENT", "EQ", "NEQ", "NEQ_SQL", "LTE", 
                      "GTE", "LT", "GT", "QMARK", "LINE_COMMENT", "BLOCK_COMMENT", 
                      "WS", "UNTERMINATED_STRING", "UNTERMINATED_QUOTED_IDENT", 
                      "UNTERMINATED_COMMENT", "UNEXPECTED_CHAR", "LITERAL_RUN" ]

    RULE_root = 0
    RULE_typeRoot = 1
    RULE_sortRoot = 2
    RULE_expr = 3
    RULE_orExpr = 4
    RULE_andExpr = 5
    RULE_predicate = 6
    RULE_predicateTail = 7
    RULE_inItem = 8
    RULE_compOp = 9
    RULE_valueExpr = 10
    RULE_variantPath = 11
    RULE_variantKey = 12
    RULE_variantBracket = 13
    RULE_fieldSelector = 14
    RULE_primary = 15
    RULE_literal = 16
    RULE_subqueryRef = 17
    RULE_call = 18
    RULE_functionName = 19
    RULE_callArgs = 20
    RULE_optionList = 21
    RULE_functionOption = 22
    RULE_filterClause = 23
    RULE_overClause = 24
    RULE_windowSpec = 25
    RULE_sortItem = 26
    RULE_frame = 27
    RULE_frameBound = 28
    RULE_typeExpr = 29
    RULE_typeName = 30
    RULE_typeParams = 31
    RULE_typeParam = 32
    RULE_identifier = 33
    RULE_softKeyword = 34
    RULE_word = 35

    ruleNames =  [ "root", "typeRoot", "sortRoot", "expr", "orExpr", "andExpr", 
                   "predicate", "predicateTail", "inItem", "compOp", "valueExpr", 
                   "variantPath", "variantKey", "variantBracket", "fieldSelector", 
                   "primary", "literal", "subqueryRef", "call", "functionName", 
                   "callArgs", "optionList", "functionOption", "filterClause", 
                   "overClause", "windowSpec", "sortItem", "frame", "frameBound", 
                   "typeExpr", "typeName", "typeParams", "typeParam", "identifier", 
                   "softKeyword", "word" ]

    EOF = Token.EOF
    AND=1
    OR=2
    XOR=3
    NOT=4
    IS=5
    NULL=6
    TRUE=7
    FALSE=8
    DISTINCT=9
    FROM=10
    BETWEEN=11
    IN=12
    LIKE=13
    IF=14
    THEN=15
    ELSE=16
    CASE=17
    WHEN=18
    END=19
    SWITCH=20
    CAST=21
    TRY_CAST=22
    AS=23
    FILTER=24
    WHERE=25
    OVER=26
    PARTITION=27
    BY=28
    ORDER=29
    ASC=30
    DESC=31
    NULLS=32
    FIRST=33
    LAST=34
    ROWS=35
    RANGE=36
    UNBOUNDED=37
    PRECEDING=38
    FOLLOWING=39
    CURRENT=40
    ROW=41
    CLUSTERED=42
    ALL=43
    ANY=44
    SOME=45
    EXISTS=46
    UNIQUE=47
    TABLE=48
    INTERVAL=49
    TO=50
    TIMESTAMP_LIT=51
    DATE_LIT=52
    TIME_LIT=53
    DECIMAL_LIT=54
    INTEGER=55
    STRING=56
    QUOTED_IDENT=57
    POSITIONAL=58
    OUTER=59
    USER_TYPE=60
    IDENT=61
    DOUBLE_COLON=62
    COLON=63
    COMMA=64
    DOT=65
    LPAREN=66
    RPAREN=67
    LBRACKET=68
    RBRACKET=69
    ARROW=70
    CONCAT=71
    PLUS=72
    MINUS=73
    STAR=74
    SLASH=75
    PERCENT=76
    EQ=77
    NEQ=78
    NEQ_SQL=79
    LTE=80
    GTE=81
    LT=82
    GT=83
    QMARK=84
    LINE_COMMENT=85
    BLOCK_COMMENT=86
    WS=87
    UNTERMINATED_STRING=88
    UNTERMINATED_QUOTED_IDENT=89
    UNTERMINATED_COMMENT=90
    UNEXPECTED_CHAR=91
    LITERAL_RUN=92

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.1")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None



    # contexts that end without a closing token: `:` there is still directly in the brackets
    _OPEN_ENDED = ()

    def pathAllowed(self):
        if not self._OPEN_ENDED:
            P = SubstraitExprParser
            SubstraitExprParser._OPEN_ENDED = (
                P.ExprContext, P.OrExprContext, P.AndExprContext, P.PredicateContext,
                P.PredicateTailContext, P.ValueExprContext, P.IfThenContext,
                P.SwitchExprContext, P.LambdaContext,
            )
        ctx = self._ctx
        while ctx is not None:
            if isinstance(ctx, (SubstraitExprParser.SliceContext, SubstraitExprParser.SubscriptContext)):
                return False
            if not isinstance(ctx, self._OPEN_ENDED):
                return True
            ctx = ctx.parentCtx
        return True



    class RootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.alias = None # IdentifierContext
            self.quotedAlias = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_root

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRoot" ):
                return visitor.visitRoot(self)
            else:
                return visitor.visitChildren(self)




    def root(self):

        localctx = SubstraitExprParser.RootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_root)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 72
            self.expr()
            self.state = 78
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==23:
                self.state = 73
                self.match(SubstraitExprParser.AS)
                self.state = 76
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                    self.state = 74
                    localctx.alias = self.identifier()
                    pass
                elif token in [57]:
                    self.state = 75
                    localctx.quotedAlias = self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)



            self.state = 80
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeRoot" ):
                return visitor.visitTypeRoot(self)
            else:
                return visitor.visitChildren(self)




    def typeRoot(self):

        localctx = SubstraitExprParser.TypeRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_typeRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 82
            self.typeExpr()
            self.state = 83
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortRootContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def sortItem(self):
            return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,0)


        def EOF(self):
            return self.getToken(SubstraitExprParser.EOF, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortRoot

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortRoot" ):
                return visitor.visitSortRoot(self)
            else:
                return visitor.visitChildren(self)




    def sortRoot(self):

        localctx = SubstraitExprParser.SortRootContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_sortRoot)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 85
            self.sortItem()
            self.state = 86
            self.match(SubstraitExprParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def orExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.OrExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_expr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitExpr" ):
                return visitor.visitExpr(self)
            else:
                return visitor.visitChildren(self)




    def expr(self):

        localctx = SubstraitExprParser.ExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_expr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 88
            self.orExpr()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OrExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self._OR = None # Token
            self.ops = list() # of Tokens
            self._XOR = None # Token
            self._tset131 = None # Token

        def andExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.AndExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.AndExprContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.OR)
            else:
                return self.getToken(SubstraitExprParser.OR, i)

        def XOR(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.XOR)
            else:
                return self.getToken(SubstraitExprParser.XOR, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_orExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOrExpr" ):
                return visitor.visitOrExpr(self)
            else:
                return visitor.visitChildren(self)




    def orExpr(self):

        localctx = SubstraitExprParser.OrExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_orExpr)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 90
            self.andExpr()
            self.state = 95
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 91
                    localctx._tset131 = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==2 or _la==3):
                        localctx._tset131 = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    localctx.ops.append(localctx._tset131)
                    self.state = 92
                    self.andExpr() 
                self.state = 97
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AndExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def predicate(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateContext,i)


        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.AND)
            else:
                return self.getToken(SubstraitExprParser.AND, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_andExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAndExpr" ):
                return visitor.visitAndExpr(self)
            else:
                return visitor.visitChildren(self)




    def andExpr(self):

        localctx = SubstraitExprParser.AndExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_andExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 98
            self.predicate()
            self.state = 103
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,3,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 99
                    self.match(SubstraitExprParser.AND)
                    self.state = 100
                    self.predicate() 
                self.state = 105
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,3,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def predicateTail(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.PredicateTailContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.PredicateTailContext,i)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicate

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPredicate" ):
                return visitor.visitPredicate(self)
            else:
                return visitor.visitChildren(self)




    def predicate(self):

        localctx = SubstraitExprParser.PredicateContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_predicate)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 106
            self.valueExpr(0)
            self.state = 110
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,4,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 107
                    self.predicateTail() 
                self.state = 112
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,4,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PredicateTailContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_predicateTail

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class BetweenTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.low = None # ValueExprContext
            self.high = None # ValueExprContext
            self.copyFrom(ctx)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)
        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)
        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBetweenTail" ):
                return visitor.visitBetweenTail(self)
            else:
                return visitor.visitChildren(self)


    class InSubqueryTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInSubqueryTail" ):
                return visitor.visitInSubqueryTail(self)
            else:
                return visitor.visitChildren(self)


    class ComparisonTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitComparisonTail" ):
                return visitor.visitComparisonTail(self)
            else:
                return visitor.visitChildren(self)


    class QuantifiedTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.quantifier = None # Token
            self.copyFrom(ctx)

        def compOp(self):
            return self.getTypedRuleContext(SubstraitExprParser.CompOpContext,0)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)
        def ANY(self):
            return self.getToken(SubstraitExprParser.ANY, 0)
        def SOME(self):
            return self.getToken(SubstraitExprParser.SOME, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitQuantifiedTail" ):
                return visitor.visitQuantifiedTail(self)
            else:
                return visitor.visitChildren(self)


    class IsDistinctTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)
        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsDistinctTail" ):
                return visitor.visitIsDistinctTail(self)
            else:
                return visitor.visitChildren(self)


    class IsNullTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsNullTail" ):
                return visitor.visitIsNullTail(self)
            else:
                return visitor.visitChildren(self)


    class InTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)
        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def inItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.InItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.InItemContext,i)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInTail" ):
                return visitor.visitInTail(self)
            else:
                return visitor.visitChildren(self)


    class IsBooleanTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)
        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)
        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIsBooleanTail" ):
                return visitor.visitIsBooleanTail(self)
            else:
                return visitor.visitChildren(self)


    class LikeTailContext(PredicateTailContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PredicateTailContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)
        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLikeTail" ):
                return visitor.visitLikeTail(self)
            else:
                return visitor.visitChildren(self)



    def predicateTail(self):

        localctx = SubstraitExprParser.PredicateTailContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_predicateTail)
        self._la = 0 # Token type
        try:
            self.state = 173
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,14,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.QuantifiedTailContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 113
                self.compOp()
                self.state = 114
                localctx.quantifier = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 61572651155456) != 0)):
                    localctx.quantifier = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 115
                self.subqueryRef()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ComparisonTailContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 117
                self.compOp()
                self.state = 118
                self.valueExpr(0)
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.IsNullTailContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 120
                self.match(SubstraitExprParser.IS)
                self.state = 122
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 121
                    self.match(SubstraitExprParser.NOT)


                self.state = 124
                self.match(SubstraitExprParser.NULL)
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.IsBooleanTailContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 125
                self.match(SubstraitExprParser.IS)
                self.state = 127
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 126
                    self.match(SubstraitExprParser.NOT)


                self.state = 129
                _la = self._input.LA(1)
                if not(_la==7 or _la==8):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.IsDistinctTailContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 130
                self.match(SubstraitExprParser.IS)
                self.state = 132
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 131
                    self.match(SubstraitExprParser.NOT)


                self.state = 134
                self.match(SubstraitExprParser.DISTINCT)
                self.state = 135
                self.match(SubstraitExprParser.FROM)
                self.state = 136
                self.valueExpr(0)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.BetweenTailContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 138
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 137
                    self.match(SubstraitExprParser.NOT)


                self.state = 140
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 141
                localctx.low = self.valueExpr(0)
                self.state = 142
                self.match(SubstraitExprParser.AND)
                self.state = 143
                localctx.high = self.valueExpr(0)
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.InSubqueryTailContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 146
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 145
                    self.match(SubstraitExprParser.NOT)


                self.state = 148
                self.match(SubstraitExprParser.IN)
                self.state = 149
                self.subqueryRef()
                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.InTailContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 151
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 150
                    self.match(SubstraitExprParser.NOT)


                self.state = 153
                self.match(SubstraitExprParser.IN)
                self.state = 154
                self.match(SubstraitExprParser.LPAREN)
                self.state = 155
                self.inItem()
                self.state = 160
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,11,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 156
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 157
                        self.inItem() 
                    self.state = 162
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,11,self._ctx)

                self.state = 164
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==64:
                    self.state = 163
                    self.match(SubstraitExprParser.COMMA)


                self.state = 166
                self.match(SubstraitExprParser.RPAREN)
                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.LikeTailContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 169
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==4:
                    self.state = 168
                    self.match(SubstraitExprParser.NOT)


                self.state = 171
                self.match(SubstraitExprParser.LIKE)
                self.state = 172
                self.valueExpr(0)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class InItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LITERAL_RUN(self):
            return self.getToken(SubstraitExprParser.LITERAL_RUN, 0)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_inItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitInItem" ):
                return visitor.visitInItem(self)
            else:
                return visitor.visitChildren(self)




    def inItem(self):

        localctx = SubstraitExprParser.InItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_inItem)
        try:
            self.state = 178
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,15,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 175
                self.match(SubstraitExprParser.LITERAL_RUN)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 176
                self.literal()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 177
                self.expr()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompOpContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(SubstraitExprParser.EQ, 0)

        def NEQ(self):
            return self.getToken(SubstraitExprParser.NEQ, 0)

        def NEQ_SQL(self):
            return self.getToken(SubstraitExprParser.NEQ_SQL, 0)

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def LTE(self):
            return self.getToken(SubstraitExprParser.LTE, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def GTE(self):
            return self.getToken(SubstraitExprParser.GTE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_compOp

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompOp" ):
                return visitor.visitCompOp(self)
            else:
                return visitor.visitChildren(self)




    def compOp(self):

        localctx = SubstraitExprParser.CompOpContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_compOp)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 180
            _la = self._input.LA(1)
            if not(((((_la - 77)) & ~0x3f) == 0 and ((1 << (_la - 77)) & 127) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ValueExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_valueExpr

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)


    class ConcatenationContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def CONCAT(self):
            return self.getToken(SubstraitExprParser.CONCAT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConcatenation" ):
                return visitor.visitConcatenation(self)
            else:
                return visitor.visitChildren(self)


    class SubscriptContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.index = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubscript" ):
                return visitor.visitSubscript(self)
            else:
                return visitor.visitChildren(self)


    class VariantExtractContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def variantPath(self):
            return self.getTypedRuleContext(SubstraitExprParser.VariantPathContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVariantExtract" ):
                return visitor.visitVariantExtract(self)
            else:
                return visitor.visitChildren(self)


    class SliceContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.lower = None # ExprContext
            self.upper = None # ExprContext
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSlice" ):
                return visitor.visitSlice(self)
            else:
                return visitor.visitChildren(self)


    class PrefixContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)
        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPrefix" ):
                return visitor.visitPrefix(self)
            else:
                return visitor.visitChildren(self)


    class FieldAccessContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldAccess" ):
                return visitor.visitFieldAccess(self)
            else:
                return visitor.visitChildren(self)


    class MultiplicativeContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)
        def SLASH(self):
            return self.getToken(SubstraitExprParser.SLASH, 0)
        def PERCENT(self):
            return self.getToken(SubstraitExprParser.PERCENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMultiplicative" ):
                return visitor.visitMultiplicative(self)
            else:
                return visitor.visitChildren(self)


    class AtomContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def primary(self):
            return self.getTypedRuleContext(SubstraitExprParser.PrimaryContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAtom" ):
                return visitor.visitAtom(self)
            else:
                return visitor.visitChildren(self)


    class ColonCastContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)

        def DOUBLE_COLON(self):
            return self.getToken(SubstraitExprParser.DOUBLE_COLON, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitColonCast" ):
                return visitor.visitColonCast(self)
            else:
                return visitor.visitChildren(self)


    class AdditiveContext(ValueExprContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.ValueExprContext
            super().__init__(parser)
            self.op = None # Token
            self.copyFrom(ctx)

        def valueExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ValueExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,i)

        def PLUS(self):
            return self.getToken(SubstraitExprParser.PLUS, 0)
        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAdditive" ):
                return visitor.visitAdditive(self)
            else:
                return visitor.visitChildren(self)



    def valueExpr(self, _p:int=0):
        _parentctx = self._ctx
        _parentState = self.state
        localctx = SubstraitExprParser.ValueExprContext(self, self._ctx, _parentState)
        _prevctx = localctx
        _startState = 20
        self.enterRecursionRule(localctx, 20, self.RULE_valueExpr, _p)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 186
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,16,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.AtomContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx

                self.state = 183
                self.primary()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.PrefixContext(self, localctx)
                self._ctx = localctx
                _prevctx = localctx
                self.state = 184
                localctx.op = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==4 or _la==73):
                    localctx.op = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 185
                self.valueExpr(4)
                pass


            self._ctx.stop = self._input.LT(-1)
            self.state = 224
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,20,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    if self._parseListeners is not None:
                        self.triggerExitRuleEvent()
                    _prevctx = localctx
                    self.state = 222
                    self._errHandler.sync(self)
                    la_ = self._interp.adaptivePredict(self._input,19,self._ctx)
                    if la_ == 1:
                        localctx = SubstraitExprParser.MultiplicativeContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 188
                        if not self.precpred(self._ctx, 3):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 3)")
                        self.state = 189
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(((((_la - 74)) & ~0x3f) == 0 and ((1 << (_la - 74)) & 7) != 0)):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 190
                        self.valueExpr(4)
                        pass

                    elif la_ == 2:
                        localctx = SubstraitExprParser.AdditiveContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 191
                        if not self.precpred(self._ctx, 2):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 2)")
                        self.state = 192
                        localctx.op = self._input.LT(1)
                        _la = self._input.LA(1)
                        if not(_la==72 or _la==73):
                            localctx.op = self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 193
                        self.valueExpr(3)
                        pass

                    elif la_ == 3:
                        localctx = SubstraitExprParser.ConcatenationContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 194
                        if not self.precpred(self._ctx, 1):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 1)")
                        self.state = 195
                        self.match(SubstraitExprParser.CONCAT)
                        self.state = 196
                        self.valueExpr(2)
                        pass

                    elif la_ == 4:
                        localctx = SubstraitExprParser.ColonCastContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 197
                        if not self.precpred(self._ctx, 9):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 9)")
                        self.state = 198
                        self.match(SubstraitExprParser.DOUBLE_COLON)
                        self.state = 199
                        self.typeExpr()
                        pass

                    elif la_ == 5:
                        localctx = SubstraitExprParser.SliceContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 200
                        if not self.precpred(self._ctx, 8):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 8)")
                        self.state = 201
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 203
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                            self.state = 202
                            localctx.lower = self.expr()


                        self.state = 205
                        self.match(SubstraitExprParser.COLON)
                        self.state = 207
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)
                        if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                            self.state = 206
                            localctx.upper = self.expr()


                        self.state = 209
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 6:
                        localctx = SubstraitExprParser.SubscriptContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 210
                        if not self.precpred(self._ctx, 7):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 7)")
                        self.state = 211
                        self.match(SubstraitExprParser.LBRACKET)
                        self.state = 212
                        localctx.index = self.expr()
                        self.state = 213
                        self.match(SubstraitExprParser.RBRACKET)
                        pass

                    elif la_ == 7:
                        localctx = SubstraitExprParser.FieldAccessContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 215
                        if not self.precpred(self._ctx, 6):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 6)")
                        self.state = 216
                        self.match(SubstraitExprParser.DOT)
                        self.state = 217
                        self.fieldSelector()
                        pass

                    elif la_ == 8:
                        localctx = SubstraitExprParser.VariantExtractContext(self, SubstraitExprParser.ValueExprContext(self, _parentctx, _parentState))
                        self.pushNewRecursionContext(localctx, _startState, self.RULE_valueExpr)
                        self.state = 218
                        if not self.precpred(self._ctx, 5):
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.precpred(self._ctx, 5)")
                        self.state = 219
                        if not self.pathAllowed():
                            from antlr4.error.Errors import FailedPredicateException
                            raise FailedPredicateException(self, "self.pathAllowed()")
                        self.state = 220
                        self.match(SubstraitExprParser.COLON)
                        self.state = 221
                        self.variantPath()
                        pass

             
                self.state = 226
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,20,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.unrollRecursionContexts(_parentctx)
        return localctx


    class VariantPathContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def variantKey(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.VariantKeyContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.VariantKeyContext,i)


        def variantBracket(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.VariantBracketContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.VariantBracketContext,i)


        def DOT(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.DOT)
            else:
                return self.getToken(SubstraitExprParser.DOT, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_variantPath

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVariantPath" ):
                return visitor.visitVariantPath(self)
            else:
                return visitor.visitChildren(self)




    def variantPath(self):

        localctx = SubstraitExprParser.VariantPathContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_variantPath)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 229
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 57, 61]:
                self.state = 227
                self.variantKey()
                pass
            elif token in [68]:
                self.state = 228
                self.variantBracket()
                pass
            else:
                raise NoViableAltException(self)

            self.state = 236
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,23,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 234
                    self._errHandler.sync(self)
                    token = self._input.LA(1)
                    if token in [65]:
                        self.state = 231
                        self.match(SubstraitExprParser.DOT)
                        self.state = 232
                        self.variantKey()
                        pass
                    elif token in [68]:
                        self.state = 233
                        self.variantBracket()
                        pass
                    else:
                        raise NoViableAltException(self)
             
                self.state = 238
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,23,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VariantKeyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_variantKey

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVariantKey" ):
                return visitor.visitVariantKey(self)
            else:
                return visitor.visitChildren(self)




    def variantKey(self):

        localctx = SubstraitExprParser.VariantKeyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_variantKey)
        try:
            self.state = 241
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 239
                self.word()
                pass
            elif token in [57]:
                self.enterOuterAlt(localctx, 2)
                self.state = 240
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class VariantBracketContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def MINUS(self):
            return self.getToken(SubstraitExprParser.MINUS, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_variantBracket

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitVariantBracket" ):
                return visitor.visitVariantBracket(self)
            else:
                return visitor.visitChildren(self)




    def variantBracket(self):

        localctx = SubstraitExprParser.VariantBracketContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_variantBracket)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 243
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 249
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [56]:
                self.state = 244
                self.match(SubstraitExprParser.STRING)
                pass
            elif token in [55, 73]:
                self.state = 246
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==73:
                    self.state = 245
                    self.match(SubstraitExprParser.MINUS)


                self.state = 248
                self.match(SubstraitExprParser.INTEGER)
                pass
            else:
                raise NoViableAltException(self)

            self.state = 251
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FieldSelectorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_fieldSelector

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFieldSelector" ):
                return visitor.visitFieldSelector(self)
            else:
                return visitor.visitChildren(self)




    def fieldSelector(self):

        localctx = SubstraitExprParser.FieldSelectorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_fieldSelector)
        try:
            self.state = 257
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 253
                self.identifier()
                pass
            elif token in [57]:
                self.enterOuterAlt(localctx, 2)
                self.state = 254
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            elif token in [55]:
                self.enterOuterAlt(localctx, 3)
                self.state = 255
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [54]:
                self.enterOuterAlt(localctx, 4)
                self.state = 256
                self.match(SubstraitExprParser.DECIMAL_LIT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PrimaryContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_primary

     
        def copyFrom(self, ctx:ParserRuleContext):
            super().copyFrom(ctx)



    class PositionalContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def POSITIONAL(self):
            return self.getToken(SubstraitExprParser.POSITIONAL, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPositional" ):
                return visitor.visitPositional(self)
            else:
                return visitor.visitChildren(self)


    class IfThenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIfThen" ):
                return visitor.visitIfThen(self)
            else:
                return visitor.visitChildren(self)


    class LiteralPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def literal(self):
            return self.getTypedRuleContext(SubstraitExprParser.LiteralContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteralPrimary" ):
                return visitor.visitLiteralPrimary(self)
            else:
                return visitor.visitChildren(self)


    class ListContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)
        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitList" ):
                return visitor.visitList(self)
            else:
                return visitor.visitChildren(self)


    class CaseWhenContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseWhen" ):
                return visitor.visitCaseWhen(self)
            else:
                return visitor.visitChildren(self)


    class CastCallContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)
        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)
        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)
        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCastCall" ):
                return visitor.visitCastCall(self)
            else:
                return visitor.visitChildren(self)


    class SwitchExprContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def CASE(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.CASE)
            else:
                return self.getToken(SubstraitExprParser.CASE, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSwitchExpr" ):
                return visitor.visitSwitchExpr(self)
            else:
                return visitor.visitChildren(self)


    class OuterFieldContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def OUTER(self):
            return self.getToken(SubstraitExprParser.OUTER, 0)
        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)
        def fieldSelector(self):
            return self.getTypedRuleContext(SubstraitExprParser.FieldSelectorContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOuterField" ):
                return visitor.visitOuterField(self)
            else:
                return visitor.visitChildren(self)


    class SetPredicateContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.kind = None # Token
            self.copyFrom(ctx)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)

        def EXISTS(self):
            return self.getToken(SubstraitExprParser.EXISTS, 0)
        def UNIQUE(self):
            return self.getToken(SubstraitExprParser.UNIQUE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSetPredicate" ):
                return visitor.visitSetPredicate(self)
            else:
                return visitor.visitChildren(self)


    class LambdaContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLambda" ):
                return visitor.visitLambda(self)
            else:
                return visitor.visitChildren(self)


    class CaseSwitchContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)
        def WHEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.WHEN)
            else:
                return self.getToken(SubstraitExprParser.WHEN, i)
        def THEN(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.THEN)
            else:
                return self.getToken(SubstraitExprParser.THEN, i)
        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCaseSwitch" ):
                return visitor.visitCaseSwitch(self)
            else:
                return visitor.visitChildren(self)


    class NameContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)

        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitName" ):
                return visitor.visitName(self)
            else:
                return visitor.visitChildren(self)


    class CallPrimaryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def call(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallPrimary" ):
                return visitor.visitCallPrimary(self)
            else:
                return visitor.visitChildren(self)


    class IntervalLiteralContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.unit = None # IdentifierContext
            self.last = None # IdentifierContext
            self.copyFrom(ctx)

        def INTERVAL(self):
            return self.getToken(SubstraitExprParser.INTERVAL, 0)
        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)
        def identifier(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.IdentifierContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,i)

        def TO(self):
            return self.getToken(SubstraitExprParser.TO, 0)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIntervalLiteral" ):
                return visitor.visitIntervalLiteral(self)
            else:
                return visitor.visitChildren(self)


    class ScalarSubqueryContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.copyFrom(ctx)

        def subqueryRef(self):
            return self.getTypedRuleContext(SubstraitExprParser.SubqueryRefContext,0)


        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitScalarSubquery" ):
                return visitor.visitScalarSubquery(self)
            else:
                return visitor.visitChildren(self)


    class GroupContext(PrimaryContext):

        def __init__(self, parser, ctx:ParserRuleContext): # actually a SubstraitExprParser.PrimaryContext
            super().__init__(parser)
            self.body = None # ExprContext
            self.copyFrom(ctx)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)
        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)
        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)

        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)
        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitGroup" ):
                return visitor.visitGroup(self)
            else:
                return visitor.visitChildren(self)



    def primary(self):

        localctx = SubstraitExprParser.PrimaryContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_primary)
        self._la = 0 # Token type
        try:
            self.state = 382
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,45,self._ctx)
            if la_ == 1:
                localctx = SubstraitExprParser.LiteralPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 1)
                self.state = 259
                self.literal()
                pass

            elif la_ == 2:
                localctx = SubstraitExprParser.ScalarSubqueryContext(self, localctx)
                self.enterOuterAlt(localctx, 2)
                self.state = 260
                self.subqueryRef()
                pass

            elif la_ == 3:
                localctx = SubstraitExprParser.SetPredicateContext(self, localctx)
                self.enterOuterAlt(localctx, 3)
                self.state = 261
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==46 or _la==47):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 262
                self.subqueryRef()
                pass

            elif la_ == 4:
                localctx = SubstraitExprParser.GroupContext(self, localctx)
                self.enterOuterAlt(localctx, 4)
                self.state = 263
                self.match(SubstraitExprParser.LPAREN)
                self.state = 275
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                    self.state = 264
                    self.expr()
                    self.state = 269
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,28,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 265
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 266
                            self.expr() 
                        self.state = 271
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,28,self._ctx)

                    self.state = 273
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==64:
                        self.state = 272
                        self.match(SubstraitExprParser.COMMA)




                self.state = 277
                self.match(SubstraitExprParser.RPAREN)
                self.state = 280
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,31,self._ctx)
                if la_ == 1:
                    self.state = 278
                    self.match(SubstraitExprParser.ARROW)
                    self.state = 279
                    localctx.body = self.expr()


                pass

            elif la_ == 5:
                localctx = SubstraitExprParser.ListContext(self, localctx)
                self.enterOuterAlt(localctx, 5)
                self.state = 282
                self.match(SubstraitExprParser.LBRACKET)
                self.state = 294
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005955550) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 133) != 0):
                    self.state = 283
                    self.expr()
                    self.state = 288
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,32,self._ctx)
                    while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                        if _alt==1:
                            self.state = 284
                            self.match(SubstraitExprParser.COMMA)
                            self.state = 285
                            self.expr() 
                        self.state = 290
                        self._errHandler.sync(self)
                        _alt = self._interp.adaptivePredict(self._input,32,self._ctx)

                    self.state = 292
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if _la==64:
                        self.state = 291
                        self.match(SubstraitExprParser.COMMA)




                self.state = 296
                self.match(SubstraitExprParser.RBRACKET)
                pass

            elif la_ == 6:
                localctx = SubstraitExprParser.LambdaContext(self, localctx)
                self.enterOuterAlt(localctx, 6)
                self.state = 297
                self.identifier()
                self.state = 298
                self.match(SubstraitExprParser.ARROW)
                self.state = 299
                localctx.body = self.expr()
                pass

            elif la_ == 7:
                localctx = SubstraitExprParser.CastCallContext(self, localctx)
                self.enterOuterAlt(localctx, 7)
                self.state = 301
                localctx.kind = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==21 or _la==22):
                    localctx.kind = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 302
                self.match(SubstraitExprParser.LPAREN)
                self.state = 303
                self.expr()
                self.state = 304
                self.match(SubstraitExprParser.AS)
                self.state = 305
                self.typeExpr()
                self.state = 306
                self.match(SubstraitExprParser.RPAREN)
                self.state = 308
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,35,self._ctx)
                if la_ == 1:
                    self.state = 307
                    self.optionList()


                pass

            elif la_ == 8:
                localctx = SubstraitExprParser.IfThenContext(self, localctx)
                self.enterOuterAlt(localctx, 8)
                self.state = 310
                self.match(SubstraitExprParser.IF)
                self.state = 311
                self.expr()
                self.state = 312
                self.match(SubstraitExprParser.THEN)
                self.state = 313
                self.expr()
                self.state = 316
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
                if la_ == 1:
                    self.state = 314
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 315
                    self.expr()


                pass

            elif la_ == 9:
                localctx = SubstraitExprParser.SwitchExprContext(self, localctx)
                self.enterOuterAlt(localctx, 9)
                self.state = 318
                self.match(SubstraitExprParser.SWITCH)
                self.state = 319
                self.expr()
                self.state = 325 
                self._errHandler.sync(self)
                _alt = 1
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt == 1:
                        self.state = 320
                        self.match(SubstraitExprParser.CASE)
                        self.state = 321
                        self.expr()
                        self.state = 322
                        self.match(SubstraitExprParser.THEN)
                        self.state = 323
                        self.expr()

                    else:
                        raise NoViableAltException(self)
                    self.state = 327 
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,37,self._ctx)

                self.state = 331
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,38,self._ctx)
                if la_ == 1:
                    self.state = 329
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 330
                    self.expr()


                pass

            elif la_ == 10:
                localctx = SubstraitExprParser.CaseWhenContext(self, localctx)
                self.enterOuterAlt(localctx, 10)
                self.state = 333
                self.match(SubstraitExprParser.CASE)
                self.state = 339 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 334
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 335
                    self.expr()
                    self.state = 336
                    self.match(SubstraitExprParser.THEN)
                    self.state = 337
                    self.expr()
                    self.state = 341 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 345
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 343
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 344
                    self.expr()


                self.state = 347
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 11:
                localctx = SubstraitExprParser.CaseSwitchContext(self, localctx)
                self.enterOuterAlt(localctx, 11)
                self.state = 349
                self.match(SubstraitExprParser.CASE)
                self.state = 350
                self.expr()
                self.state = 356 
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while True:
                    self.state = 351
                    self.match(SubstraitExprParser.WHEN)
                    self.state = 352
                    self.expr()
                    self.state = 353
                    self.match(SubstraitExprParser.THEN)
                    self.state = 354
                    self.expr()
                    self.state = 358 
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    if not (_la==18):
                        break

                self.state = 362
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==16:
                    self.state = 360
                    self.match(SubstraitExprParser.ELSE)
                    self.state = 361
                    self.expr()


                self.state = 364
                self.match(SubstraitExprParser.END)
                pass

            elif la_ == 12:
                localctx = SubstraitExprParser.IntervalLiteralContext(self, localctx)
                self.enterOuterAlt(localctx, 12)
                self.state = 366
                self.match(SubstraitExprParser.INTERVAL)
                self.state = 367
                self.match(SubstraitExprParser.STRING)
                self.state = 368
                localctx.unit = self.identifier()
                self.state = 371
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,43,self._ctx)
                if la_ == 1:
                    self.state = 369
                    self.match(SubstraitExprParser.TO)
                    self.state = 370
                    localctx.last = self.identifier()


                pass

            elif la_ == 13:
                localctx = SubstraitExprParser.CallPrimaryContext(self, localctx)
                self.enterOuterAlt(localctx, 13)
                self.state = 373
                self.call()
                pass

            elif la_ == 14:
                localctx = SubstraitExprParser.PositionalContext(self, localctx)
                self.enterOuterAlt(localctx, 14)
                self.state = 374
                self.match(SubstraitExprParser.POSITIONAL)
                pass

            elif la_ == 15:
                localctx = SubstraitExprParser.OuterFieldContext(self, localctx)
                self.enterOuterAlt(localctx, 15)
                self.state = 375
                self.match(SubstraitExprParser.OUTER)
                self.state = 376
                self.match(SubstraitExprParser.DOT)
                self.state = 377
                self.fieldSelector()
                pass

            elif la_ == 16:
                localctx = SubstraitExprParser.NameContext(self, localctx)
                self.enterOuterAlt(localctx, 16)
                self.state = 380
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                    self.state = 378
                    self.identifier()
                    pass
                elif token in [57]:
                    self.state = 379
                    self.match(SubstraitExprParser.QUOTED_IDENT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LiteralContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def DECIMAL_LIT(self):
            return self.getToken(SubstraitExprParser.DECIMAL_LIT, 0)

        def STRING(self):
            return self.getToken(SubstraitExprParser.STRING, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def DATE_LIT(self):
            return self.getToken(SubstraitExprParser.DATE_LIT, 0)

        def TIME_LIT(self):
            return self.getToken(SubstraitExprParser.TIME_LIT, 0)

        def TIMESTAMP_LIT(self):
            return self.getToken(SubstraitExprParser.TIMESTAMP_LIT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_literal

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLiteral" ):
                return visitor.visitLiteral(self)
            else:
                return visitor.visitChildren(self)




    def literal(self):

        localctx = SubstraitExprParser.LiteralContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_literal)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 384
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 141863388262171072) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SubqueryRefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def TABLE(self):
            return self.getToken(SubstraitExprParser.TABLE, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def QUOTED_IDENT(self):
            return self.getToken(SubstraitExprParser.QUOTED_IDENT, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_subqueryRef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSubqueryRef" ):
                return visitor.visitSubqueryRef(self)
            else:
                return visitor.visitChildren(self)




    def subqueryRef(self):

        localctx = SubstraitExprParser.SubqueryRefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_subqueryRef)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 386
            self.match(SubstraitExprParser.LPAREN)
            self.state = 387
            self.match(SubstraitExprParser.TABLE)
            self.state = 390
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.state = 388
                self.identifier()
                pass
            elif token in [57]:
                self.state = 389
                self.match(SubstraitExprParser.QUOTED_IDENT)
                pass
            else:
                raise NoViableAltException(self)

            self.state = 392
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.namespace = None # IdentifierContext

        def functionName(self):
            return self.getTypedRuleContext(SubstraitExprParser.FunctionNameContext,0)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def DOT(self):
            return self.getToken(SubstraitExprParser.DOT, 0)

        def callArgs(self):
            return self.getTypedRuleContext(SubstraitExprParser.CallArgsContext,0)


        def optionList(self):
            return self.getTypedRuleContext(SubstraitExprParser.OptionListContext,0)


        def filterClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.FilterClauseContext,0)


        def overClause(self):
            return self.getTypedRuleContext(SubstraitExprParser.OverClauseContext,0)


        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = SubstraitExprParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 397
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,47,self._ctx)
            if la_ == 1:
                self.state = 394
                localctx.namespace = self.identifier()
                self.state = 395
                self.match(SubstraitExprParser.DOT)


            self.state = 399
            self.functionName()
            self.state = 400
            self.match(SubstraitExprParser.LPAREN)
            self.state = 402
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 3458764513005956062) != 0) or ((((_la - 66)) & ~0x3f) == 0 and ((1 << (_la - 66)) & 389) != 0):
                self.state = 401
                self.callArgs()


            self.state = 404
            self.match(SubstraitExprParser.RPAREN)
            self.state = 406
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,49,self._ctx)
            if la_ == 1:
                self.state = 405
                self.optionList()


            self.state = 409
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,50,self._ctx)
            if la_ == 1:
                self.state = 408
                self.filterClause()


            self.state = 412
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,51,self._ctx)
            if la_ == 1:
                self.state = 411
                self.overClause()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionName" ):
                return visitor.visitFunctionName(self)
            else:
                return visitor.visitChildren(self)




    def functionName(self):

        localctx = SubstraitExprParser.FunctionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_functionName)
        try:
            self.state = 421
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 414
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 415
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 416
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 417
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 418
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 6)
                self.state = 419
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 7)
                self.state = 420
                self.match(SubstraitExprParser.BETWEEN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallArgsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.quantifier = None # Token

        def STAR(self):
            return self.getToken(SubstraitExprParser.STAR, 0)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_callArgs

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallArgs" ):
                return visitor.visitCallArgs(self)
            else:
                return visitor.visitChildren(self)




    def callArgs(self):

        localctx = SubstraitExprParser.CallArgsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_callArgs)
        self._la = 0 # Token type
        try:
            self.state = 447
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [74]:
                self.enterOuterAlt(localctx, 1)
                self.state = 423
                self.match(SubstraitExprParser.STAR)
                pass
            elif token in [1, 2, 3, 4, 6, 7, 8, 9, 11, 13, 14, 17, 20, 21, 22, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 66, 68, 73]:
                self.enterOuterAlt(localctx, 2)
                self.state = 425
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,53,self._ctx)
                if la_ == 1:
                    self.state = 424
                    localctx.quantifier = self._input.LT(1)
                    _la = self._input.LA(1)
                    if not(_la==9 or _la==43):
                        localctx.quantifier = self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 427
                self.expr()
                self.state = 432
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 428
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 429
                    self.expr()
                    self.state = 434
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 445
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==29:
                    self.state = 435
                    self.match(SubstraitExprParser.ORDER)
                    self.state = 436
                    self.match(SubstraitExprParser.BY)
                    self.state = 437
                    self.sortItem()
                    self.state = 442
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)
                    while _la==64:
                        self.state = 438
                        self.match(SubstraitExprParser.COMMA)
                        self.state = 439
                        self.sortItem()
                        self.state = 444
                        self._errHandler.sync(self)
                        _la = self._input.LA(1)



                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OptionListContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LBRACKET(self):
            return self.getToken(SubstraitExprParser.LBRACKET, 0)

        def functionOption(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FunctionOptionContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FunctionOptionContext,i)


        def RBRACKET(self):
            return self.getToken(SubstraitExprParser.RBRACKET, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_optionList

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOptionList" ):
                return visitor.visitOptionList(self)
            else:
                return visitor.visitChildren(self)




    def optionList(self):

        localctx = SubstraitExprParser.OptionListContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_optionList)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 449
            self.match(SubstraitExprParser.LBRACKET)
            self.state = 450
            self.functionOption()
            self.state = 455
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==64:
                self.state = 451
                self.match(SubstraitExprParser.COMMA)
                self.state = 452
                self.functionOption()
                self.state = 457
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 458
            self.match(SubstraitExprParser.RBRACKET)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FunctionOptionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.name = None # IdentifierContext
            self.value = None # WordContext

        def COLON(self):
            return self.getToken(SubstraitExprParser.COLON, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def word(self):
            return self.getTypedRuleContext(SubstraitExprParser.WordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_functionOption

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFunctionOption" ):
                return visitor.visitFunctionOption(self)
            else:
                return visitor.visitChildren(self)




    def functionOption(self):

        localctx = SubstraitExprParser.FunctionOptionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_functionOption)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 460
            localctx.name = self.identifier()
            self.state = 461
            self.match(SubstraitExprParser.COLON)
            self.state = 462
            localctx.value = self.word()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FilterClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_filterClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFilterClause" ):
                return visitor.visitFilterClause(self)
            else:
                return visitor.visitChildren(self)




    def filterClause(self):

        localctx = SubstraitExprParser.FilterClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_filterClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 464
            self.match(SubstraitExprParser.FILTER)
            self.state = 465
            self.match(SubstraitExprParser.LPAREN)
            self.state = 466
            self.match(SubstraitExprParser.WHERE)
            self.state = 467
            self.expr()
            self.state = 468
            self.match(SubstraitExprParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OverClauseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.windowName = None # IdentifierContext

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def windowSpec(self):
            return self.getTypedRuleContext(SubstraitExprParser.WindowSpecContext,0)


        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_overClause

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOverClause" ):
                return visitor.visitOverClause(self)
            else:
                return visitor.visitChildren(self)




    def overClause(self):

        localctx = SubstraitExprParser.OverClauseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_overClause)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 470
            self.match(SubstraitExprParser.OVER)
            self.state = 476
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.state = 471
                localctx.windowName = self.identifier()
                pass
            elif token in [66]:
                self.state = 472
                self.match(SubstraitExprParser.LPAREN)
                self.state = 473
                self.windowSpec()
                self.state = 474
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WindowSpecContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def BY(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.BY)
            else:
                return self.getToken(SubstraitExprParser.BY, i)

        def expr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.ExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.ExprContext,i)


        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def sortItem(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.SortItemContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.SortItemContext,i)


        def frame(self):
            return self.getTypedRuleContext(SubstraitExprParser.FrameContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_windowSpec

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWindowSpec" ):
                return visitor.visitWindowSpec(self)
            else:
                return visitor.visitChildren(self)




    def windowSpec(self):

        localctx = SubstraitExprParser.WindowSpecContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_windowSpec)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 488
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==27:
                self.state = 478
                self.match(SubstraitExprParser.PARTITION)
                self.state = 479
                self.match(SubstraitExprParser.BY)
                self.state = 480
                self.expr()
                self.state = 485
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 481
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 482
                    self.expr()
                    self.state = 487
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 500
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==29:
                self.state = 490
                self.match(SubstraitExprParser.ORDER)
                self.state = 491
                self.match(SubstraitExprParser.BY)
                self.state = 492
                self.sortItem()
                self.state = 497
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 493
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 494
                    self.sortItem()
                    self.state = 499
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 503
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==35 or _la==36:
                self.state = 502
                self.frame()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SortItemContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.order = None # Token
            self.nulls = None # Token

        def expr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ExprContext,0)


        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_sortItem

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSortItem" ):
                return visitor.visitSortItem(self)
            else:
                return visitor.visitChildren(self)




    def sortItem(self):

        localctx = SubstraitExprParser.SortItemContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_sortItem)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 505
            self.expr()
            self.state = 507
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if (((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0):
                self.state = 506
                localctx.order = self._input.LT(1)
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 4401267736576) != 0)):
                    localctx.order = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 511
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==32:
                self.state = 509
                self.match(SubstraitExprParser.NULLS)
                self.state = 510
                localctx.nulls = self._input.LT(1)
                _la = self._input.LA(1)
                if not(_la==33 or _la==34):
                    localctx.nulls = self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser
            self.unit = None # Token

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def frameBound(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.FrameBoundContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.FrameBoundContext,i)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frame

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrame" ):
                return visitor.visitFrame(self)
            else:
                return visitor.visitChildren(self)




    def frame(self):

        localctx = SubstraitExprParser.FrameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_frame)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 513
            localctx.unit = self._input.LT(1)
            _la = self._input.LA(1)
            if not(_la==35 or _la==36):
                localctx.unit = self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 520
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,67,self._ctx)
            if la_ == 1:
                self.state = 514
                self.match(SubstraitExprParser.BETWEEN)
                self.state = 515
                self.frameBound()
                self.state = 516
                self.match(SubstraitExprParser.AND)
                self.state = 517
                self.frameBound()
                pass

            elif la_ == 2:
                self.state = 519
                self.frameBound()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class FrameBoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def valueExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.ValueExprContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_frameBound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitFrameBound" ):
                return visitor.visitFrameBound(self)
            else:
                return visitor.visitChildren(self)




    def frameBound(self):

        localctx = SubstraitExprParser.FrameBoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_frameBound)
        self._la = 0 # Token type
        try:
            self.state = 531
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,68,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 522
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 523
                self.match(SubstraitExprParser.PRECEDING)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 524
                self.match(SubstraitExprParser.UNBOUNDED)
                self.state = 525
                self.match(SubstraitExprParser.FOLLOWING)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 526
                self.match(SubstraitExprParser.CURRENT)
                self.state = 527
                self.match(SubstraitExprParser.ROW)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 528
                self.valueExpr(0)
                self.state = 529
                _la = self._input.LA(1)
                if not(_la==38 or _la==39):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeExprContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def typeName(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeNameContext,0)


        def QMARK(self):
            return self.getToken(SubstraitExprParser.QMARK, 0)

        def typeParams(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeParamsContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeExpr

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeExpr" ):
                return visitor.visitTypeExpr(self)
            else:
                return visitor.visitChildren(self)




    def typeExpr(self):

        localctx = SubstraitExprParser.TypeExprContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_typeExpr)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 533
            self.typeName()
            self.state = 535
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,69,self._ctx)
            if la_ == 1:
                self.state = 534
                self.match(SubstraitExprParser.QMARK)


            self.state = 538
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,70,self._ctx)
            if la_ == 1:
                self.state = 537
                self.typeParams()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def USER_TYPE(self):
            return self.getToken(SubstraitExprParser.USER_TYPE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeName" ):
                return visitor.visitTypeName(self)
            else:
                return visitor.visitChildren(self)




    def typeName(self):

        localctx = SubstraitExprParser.TypeNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_typeName)
        try:
            self.state = 542
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 540
                self.identifier()
                pass
            elif token in [60]:
                self.enterOuterAlt(localctx, 2)
                self.state = 541
                self.match(SubstraitExprParser.USER_TYPE)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def LT(self):
            return self.getToken(SubstraitExprParser.LT, 0)

        def GT(self):
            return self.getToken(SubstraitExprParser.GT, 0)

        def typeParam(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeParamContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeParamContext,i)


        def ARROW(self):
            return self.getToken(SubstraitExprParser.ARROW, 0)

        def typeExpr(self):
            return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,0)


        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParams

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParams" ):
                return visitor.visitTypeParams(self)
            else:
                return visitor.visitChildren(self)




    def typeParams(self):

        localctx = SubstraitExprParser.TypeParamsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_typeParams)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 544
            self.match(SubstraitExprParser.LT)
            self.state = 553
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if ((((_la - 24)) & ~0x3f) == 0 and ((1 << (_la - 24)) & 4606486642639) != 0):
                self.state = 545
                self.typeParam()
                self.state = 550
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 546
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 547
                    self.typeParam()
                    self.state = 552
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)



            self.state = 557
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==70:
                self.state = 555
                self.match(SubstraitExprParser.ARROW)
                self.state = 556
                self.typeExpr()


            self.state = 559
            self.match(SubstraitExprParser.GT)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TypeParamContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTEGER(self):
            return self.getToken(SubstraitExprParser.INTEGER, 0)

        def typeExpr(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(SubstraitExprParser.TypeExprContext)
            else:
                return self.getTypedRuleContext(SubstraitExprParser.TypeExprContext,i)


        def LPAREN(self):
            return self.getToken(SubstraitExprParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(SubstraitExprParser.RPAREN, 0)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(SubstraitExprParser.COMMA)
            else:
                return self.getToken(SubstraitExprParser.COMMA, i)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_typeParam

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTypeParam" ):
                return visitor.visitTypeParam(self)
            else:
                return visitor.visitChildren(self)




    def typeParam(self):

        localctx = SubstraitExprParser.TypeParamContext(self, self._ctx, self.state)
        self.enterRule(localctx, 64, self.RULE_typeParam)
        self._la = 0 # Token type
        try:
            self.state = 574
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [55]:
                self.enterOuterAlt(localctx, 1)
                self.state = 561
                self.match(SubstraitExprParser.INTEGER)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 60, 61]:
                self.enterOuterAlt(localctx, 2)
                self.state = 562
                self.typeExpr()
                pass
            elif token in [66]:
                self.enterOuterAlt(localctx, 3)
                self.state = 563
                self.match(SubstraitExprParser.LPAREN)
                self.state = 564
                self.typeExpr()
                self.state = 569
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==64:
                    self.state = 565
                    self.match(SubstraitExprParser.COMMA)
                    self.state = 566
                    self.typeExpr()
                    self.state = 571
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 572
                self.match(SubstraitExprParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class IdentifierContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IDENT(self):
            return self.getToken(SubstraitExprParser.IDENT, 0)

        def softKeyword(self):
            return self.getTypedRuleContext(SubstraitExprParser.SoftKeywordContext,0)


        def getRuleIndex(self):
            return SubstraitExprParser.RULE_identifier

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitIdentifier" ):
                return visitor.visitIdentifier(self)
            else:
                return visitor.visitChildren(self)




    def identifier(self):

        localctx = SubstraitExprParser.IdentifierContext(self, self._ctx, self.state)
        self.enterRule(localctx, 66, self.RULE_identifier)
        try:
            self.state = 578
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 576
                self.match(SubstraitExprParser.IDENT)
                pass
            elif token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]:
                self.enterOuterAlt(localctx, 2)
                self.state = 577
                self.softKeyword()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SoftKeywordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def INTERVAL(self):
            return self.getToken(SubstraitExprParser.INTERVAL, 0)

        def TO(self):
            return self.getToken(SubstraitExprParser.TO, 0)

        def FILTER(self):
            return self.getToken(SubstraitExprParser.FILTER, 0)

        def WHERE(self):
            return self.getToken(SubstraitExprParser.WHERE, 0)

        def OVER(self):
            return self.getToken(SubstraitExprParser.OVER, 0)

        def PARTITION(self):
            return self.getToken(SubstraitExprParser.PARTITION, 0)

        def ASC(self):
            return self.getToken(SubstraitExprParser.ASC, 0)

        def DESC(self):
            return self.getToken(SubstraitExprParser.DESC, 0)

        def NULLS(self):
            return self.getToken(SubstraitExprParser.NULLS, 0)

        def FIRST(self):
            return self.getToken(SubstraitExprParser.FIRST, 0)

        def LAST(self):
            return self.getToken(SubstraitExprParser.LAST, 0)

        def ROWS(self):
            return self.getToken(SubstraitExprParser.ROWS, 0)

        def RANGE(self):
            return self.getToken(SubstraitExprParser.RANGE, 0)

        def UNBOUNDED(self):
            return self.getToken(SubstraitExprParser.UNBOUNDED, 0)

        def PRECEDING(self):
            return self.getToken(SubstraitExprParser.PRECEDING, 0)

        def FOLLOWING(self):
            return self.getToken(SubstraitExprParser.FOLLOWING, 0)

        def CURRENT(self):
            return self.getToken(SubstraitExprParser.CURRENT, 0)

        def ROW(self):
            return self.getToken(SubstraitExprParser.ROW, 0)

        def CLUSTERED(self):
            return self.getToken(SubstraitExprParser.CLUSTERED, 0)

        def ALL(self):
            return self.getToken(SubstraitExprParser.ALL, 0)

        def ANY(self):
            return self.getToken(SubstraitExprParser.ANY, 0)

        def SOME(self):
            return self.getToken(SubstraitExprParser.SOME, 0)

        def EXISTS(self):
            return self.getToken(SubstraitExprParser.EXISTS, 0)

        def UNIQUE(self):
            return self.getToken(SubstraitExprParser.UNIQUE, 0)

        def TABLE(self):
            return self.getToken(SubstraitExprParser.TABLE, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_softKeyword

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSoftKeyword" ):
                return visitor.visitSoftKeyword(self)
            else:
                return visitor.visitChildren(self)




    def softKeyword(self):

        localctx = SubstraitExprParser.SoftKeywordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 68, self.RULE_softKeyword)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 580
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 2251798991601664) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class WordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def identifier(self):
            return self.getTypedRuleContext(SubstraitExprParser.IdentifierContext,0)


        def AND(self):
            return self.getToken(SubstraitExprParser.AND, 0)

        def OR(self):
            return self.getToken(SubstraitExprParser.OR, 0)

        def XOR(self):
            return self.getToken(SubstraitExprParser.XOR, 0)

        def NOT(self):
            return self.getToken(SubstraitExprParser.NOT, 0)

        def IS(self):
            return self.getToken(SubstraitExprParser.IS, 0)

        def NULL(self):
            return self.getToken(SubstraitExprParser.NULL, 0)

        def TRUE(self):
            return self.getToken(SubstraitExprParser.TRUE, 0)

        def FALSE(self):
            return self.getToken(SubstraitExprParser.FALSE, 0)

        def DISTINCT(self):
            return self.getToken(SubstraitExprParser.DISTINCT, 0)

        def FROM(self):
            return self.getToken(SubstraitExprParser.FROM, 0)

        def BETWEEN(self):
            return self.getToken(SubstraitExprParser.BETWEEN, 0)

        def IN(self):
            return self.getToken(SubstraitExprParser.IN, 0)

        def LIKE(self):
            return self.getToken(SubstraitExprParser.LIKE, 0)

        def IF(self):
            return self.getToken(SubstraitExprParser.IF, 0)

        def THEN(self):
            return self.getToken(SubstraitExprParser.THEN, 0)

        def ELSE(self):
            return self.getToken(SubstraitExprParser.ELSE, 0)

        def CASE(self):
            return self.getToken(SubstraitExprParser.CASE, 0)

        def WHEN(self):
            return self.getToken(SubstraitExprParser.WHEN, 0)

        def END(self):
            return self.getToken(SubstraitExprParser.END, 0)

        def SWITCH(self):
            return self.getToken(SubstraitExprParser.SWITCH, 0)

        def CAST(self):
            return self.getToken(SubstraitExprParser.CAST, 0)

        def TRY_CAST(self):
            return self.getToken(SubstraitExprParser.TRY_CAST, 0)

        def AS(self):
            return self.getToken(SubstraitExprParser.AS, 0)

        def BY(self):
            return self.getToken(SubstraitExprParser.BY, 0)

        def ORDER(self):
            return self.getToken(SubstraitExprParser.ORDER, 0)

        def getRuleIndex(self):
            return SubstraitExprParser.RULE_word

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitWord" ):
                return visitor.visitWord(self)
            else:
                return visitor.visitChildren(self)




    def word(self):

        localctx = SubstraitExprParser.WordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 70, self.RULE_word)
        try:
            self.state = 608
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 61]:
                self.enterOuterAlt(localctx, 1)
                self.state = 582
                self.identifier()
                pass
            elif token in [1]:
                self.enterOuterAlt(localctx, 2)
                self.state = 583
                self.match(SubstraitExprParser.AND)
                pass
            elif token in [2]:
                self.enterOuterAlt(localctx, 3)
                self.state = 584
                self.match(SubstraitExprParser.OR)
                pass
            elif token in [3]:
                self.enterOuterAlt(localctx, 4)
                self.state = 585
                self.match(SubstraitExprParser.XOR)
                pass
            elif token in [4]:
                self.enterOuterAlt(localctx, 5)
                self.state = 586
                self.match(SubstraitExprParser.NOT)
                pass
            elif token in [5]:
                self.enterOuterAlt(localctx, 6)
                self.state = 587
                self.match(SubstraitExprParser.IS)
                pass
            elif token in [6]:
                self.enterOuterAlt(localctx, 7)
                self.state = 588
                self.match(SubstraitExprParser.NULL)
                pass
            elif token in [7]:
                self.enterOuterAlt(localctx, 8)
                self.state = 589
                self.match(SubstraitExprParser.TRUE)
                pass
            elif token in [8]:
                self.enterOuterAlt(localctx, 9)
                self.state = 590
                self.match(SubstraitExprParser.FALSE)
                pass
            elif token in [9]:
                self.enterOuterAlt(localctx, 10)
                self.state = 591
                self.match(SubstraitExprParser.DISTINCT)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 11)
                self.state = 592
                self.match(SubstraitExprParser.FROM)
                pass
            elif token in [11]:
                self.enterOuterAlt(localctx, 12)
                self.state = 593
                self.match(SubstraitExprParser.BETWEEN)
                pass
            elif token in [12]:
                self.enterOuterAlt(localctx, 13)
                self.state = 594
                self.match(SubstraitExprParser.IN)
                pass
            elif token in [13]:
                self.enterOuterAlt(localctx, 14)
                self.state = 595
                self.match(SubstraitExprParser.LIKE)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 15)
                self.state = 596
                self.match(SubstraitExprParser.IF)
                pass
            elif token in [15]:
                self.enterOuterAlt(localctx, 16)
                self.state = 597
                self.match(SubstraitExprParser.THEN)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 17)
                self.state = 598
                self.match(SubstraitExprParser.ELSE)
                pass
            elif token in [17]:
                self.enterOuterAlt(localctx, 18)
                self.state = 599
                self.match(SubstraitExprParser.CASE)
                pass
            elif token in [18]:
                self.enterOuterAlt(localctx, 19)
                self.state = 600
                self.match(SubstraitExprParser.WHEN)
                pass
            elif token in [19]:
                self.enterOuterAlt(localctx, 20)
                self.state = 601
                self.match(SubstraitExprParser.END)
                pass
            elif token in [20]:
                self.enterOuterAlt(localctx, 21)
                self.state = 602
                self.match(SubstraitExprParser.SWITCH)
                pass
            elif token in [21]:
                self.enterOuterAlt(localctx, 22)
                self.state = 603
                self.match(SubstraitExprParser.CAST)
                pass
            elif token in [22]:
                self.enterOuterAlt(localctx, 23)
                self.state = 604
                self.match(SubstraitExprParser.TRY_CAST)
                pass
            elif token in [23]:
                self.enterOuterAlt(localctx, 24)
                self.state = 605
                self.match(SubstraitExprParser.AS)
                pass
            elif token in [28]:
                self.enterOuterAlt(localctx, 25)
                self.state = 606
                self.match(SubstraitExprParser.BY)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 26)
                self.state = 607
                self.match(SubstraitExprParser.ORDER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx



    def sempred(self, localctx:RuleContext, ruleIndex:int, predIndex:int):
        if self._predicates == None:
            self._predicates = dict()
        self._predicates[10] = self.valueExpr_sempred
        pred = self._predicates.get(ruleIndex, None)
        if pred is None:
            raise Exception("No predicate with index:" + str(ruleIndex))
        else:
            return pred(localctx, predIndex)

    def valueExpr_sempred(self, localctx:ValueExprContext, predIndex:int):
            if predIndex == 0:
                return self.precpred(self._ctx, 3)
         

            if predIndex == 1:
                return self.precpred(self._ctx, 2)
         

            if predIndex == 2:
                return self.precpred(self._ctx, 1)
         

            if predIndex == 3:
                return self.precpred(self._ctx, 9)
         

            if predIndex == 4:
                return self.precpred(self._ctx, 8)
         

            if predIndex == 5:
                return self.precpred(self._ctx, 7)
         

            if predIndex == 6:
                return self.precpred(self._ctx, 6)
         

            if predIndex == 7:
                return self.precpred(self._ctx, 5)
         

            if predIndex == 8:
                return self.pathAllowed()
         




